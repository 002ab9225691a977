/**
 * The chat page's script, sent inline with the page's CSP nonce (no framework, no build step:
 * the page must run in a sandboxed frame on its own). It reads its settings from the JSON block
 * `#chat-config`, trades the URL's ticket for the socket, and renders every text with
 * textContent; links are made by parsing each http(s) URL, never by writing markup.
 */
export const CHAT_PAGE_SCRIPT = String.raw`
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('chat-config').textContent);
  var T = config.texts;
  var MAX = config.maxLength;
  var ticket = new URLSearchParams(location.search).get('ticket') || '';
  try { history.replaceState(null, '', location.pathname); } catch (e) { /* sandboxed */ }

  var $ = function (id) { return document.getElementById(id); };
  var tabs = $('tabs'), list = $('messages'), form = $('composer'), input = $('text');
  var counter = $('counter'), errorBox = $('error'), statusBox = $('status'), onlineBox = $('online');
  var typingBox = $('typing'), replyBar = $('reply-bar'), replyLabel = $('reply-label');
  var emojiButton = $('emoji-button'), emojiPanel = $('emoji-panel'), sendButton = $('send');
  var mutedBox = $('muted'), closeButton = $('close');

  var fill = function (text, values) {
    return text.replace(/\{(\w+)\}/g, function (m, key) { return key in values ? String(values[key]) : m; });
  };
  var post = function (message) { if (window.parent !== window) window.parent.postMessage(message, '*'); };

  var socket = null, rooms = [], active = null, replyTo = null, mutedUntil = null;
  var state = {}; // room id -> { messages: [], hasMore, loadingOlder, unread, online }
  var typingTimer = null, lastTypingSent = 0;

  var roomState = function (id) {
    if (!state[id]) state[id] = { messages: [], hasMore: false, loadingOlder: false, unread: 0, online: 0 };
    return state[id];
  };
  var activeRoom = function () { return rooms.filter(function (r) { return r.id === active; })[0]; };

  var showError = function (code, values) {
    var text = T.errors[code] || T.errors.badMessage;
    errorBox.textContent = fill(text, Object.assign({ max: MAX }, values || {}));
    errorBox.hidden = false;
  };
  var clearError = function () { errorBox.hidden = true; errorBox.textContent = ''; };

  // Text with links: each http(s) URL parsed by URL and shown as a link that opens a new tab.
  var appendText = function (parent, text) {
    var pattern = /https?:\/\/[^\s<>"']+/g, last = 0, match;
    while ((match = pattern.exec(text))) {
      parent.appendChild(document.createTextNode(text.slice(last, match.index)));
      var href = null;
      try {
        var url = new URL(match[0]);
        if (url.protocol === 'https:' || url.protocol === 'http:') href = url.href;
      } catch (e) { href = null; }
      if (href) {
        var a = document.createElement('a');
        a.href = href; a.target = '_blank'; a.rel = 'noopener noreferrer nofollow';
        a.textContent = match[0];
        parent.appendChild(a);
      } else parent.appendChild(document.createTextNode(match[0]));
      last = match.index + match[0].length;
    }
    parent.appendChild(document.createTextNode(text.slice(last)));
  };

  var timeOf = function (ms) {
    try { return new Date(ms).toLocaleTimeString(config.locale, { hour: '2-digit', minute: '2-digit' }); }
    catch (e) { return ''; }
  };

  var renderMessage = function (message) {
    var item = document.createElement('li');
    item.className = 'msg' + (message.mine ? ' mine' : '') + (message.staff ? ' staff' : '');
    item.dataset.id = String(message.id);
    var head = document.createElement('div');
    head.className = 'meta';
    var author = document.createElement('span');
    author.className = 'author';
    author.textContent = message.mine ? T.you : message.author;
    head.appendChild(author);
    if (message.staff) {
      var badge = document.createElement('span');
      badge.className = 'badge'; badge.textContent = T.staff;
      head.appendChild(badge);
    }
    var time = document.createElement('time');
    time.dateTime = new Date(message.created).toISOString();
    time.textContent = timeOf(message.created);
    head.appendChild(time);
    item.appendChild(head);
    if (message.replyTo) {
      var quote = document.createElement('blockquote');
      quote.textContent = message.replyTo.author + ': ' + message.replyTo.text;
      item.appendChild(quote);
    }
    var body = document.createElement('p');
    body.className = 'text';
    appendText(body, message.text);
    item.appendChild(body);
    if (!message.mine) {
      var actions = document.createElement('div');
      actions.className = 'actions';
      var replyButton = document.createElement('button');
      replyButton.type = 'button'; replyButton.textContent = T.reply;
      replyButton.addEventListener('click', function () { startReply(message); });
      actions.appendChild(replyButton);
      if (!message.staff) {
        var reportButton = document.createElement('button');
        reportButton.type = 'button'; reportButton.textContent = T.report;
        reportButton.dataset.report = String(message.id);
        reportButton.addEventListener('click', function () {
          socket && socket.send(JSON.stringify({ type: 'report', messageId: message.id }));
          reportButton.disabled = true;
        });
        actions.appendChild(reportButton);
      }
      item.appendChild(actions);
    }
    return item;
  };

  var nearBottom = function () { return list.scrollHeight - list.scrollTop - list.clientHeight < 80; };

  var renderList = function () {
    var room = roomState(active);
    list.textContent = '';
    if (room.hasMore) {
      var more = document.createElement('li');
      more.className = 'older'; more.textContent = T.olderLoading; more.hidden = !room.loadingOlder;
      list.appendChild(more);
    }
    if (activeRoom() && activeRoom().kind === 'support') {
      var intro = document.createElement('li');
      intro.className = 'intro'; intro.textContent = T.supportIntro;
      list.appendChild(intro);
    }
    if (room.messages.length === 0) {
      var empty = document.createElement('li');
      empty.className = 'empty'; empty.textContent = T.empty;
      list.appendChild(empty);
    }
    room.messages.forEach(function (m) { list.appendChild(renderMessage(m)); });
    list.scrollTop = list.scrollHeight;
  };

  var totalUnread = function () {
    return Object.keys(state).reduce(function (sum, id) { return sum + state[id].unread; }, 0);
  };

  var renderTabs = function () {
    tabs.textContent = '';
    rooms.forEach(function (room) {
      var tab = document.createElement('button');
      tab.type = 'button';
      tab.setAttribute('role', 'tab');
      tab.id = 'tab-' + room.kind;
      tab.setAttribute('aria-selected', String(room.id === active));
      tab.setAttribute('aria-controls', 'messages');
      tab.tabIndex = room.id === active ? 0 : -1;
      tab.textContent = T.rooms[room.kind];
      var unread = roomState(room.id).unread;
      if (unread > 0 && room.id !== active) {
        var count = document.createElement('span');
        count.className = 'count'; count.textContent = unread > 99 ? '99+' : String(unread);
        tab.appendChild(count);
      }
      tab.addEventListener('click', function () { select(room.id, true); });
      tab.addEventListener('keydown', function (event) {
        var index = rooms.indexOf(room);
        var next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : null;
        if (next === null) return;
        event.preventDefault();
        select(rooms[(next + rooms.length) % rooms.length].id, true);
      });
      tabs.appendChild(tab);
    });
  };

  var renderOnline = function () {
    onlineBox.textContent = fill(T.online, { n: roomState(active).online });
  };

  var renderMuted = function () {
    var room = activeRoom();
    var muted = mutedUntil !== false && room && room.kind !== 'support';
    mutedBox.hidden = !muted;
    if (muted) mutedBox.textContent = mutedUntil ? fill(T.mutedUntil, { time: new Date(mutedUntil).toLocaleString(config.locale) }) : T.mutedForever;
    input.disabled = !!muted;
    sendButton.disabled = !!muted;
  };

  var markRead = function () {
    var room = roomState(active), last = room.messages[room.messages.length - 1];
    if (!socket || document.visibilityState !== 'visible') return;
    room.unread = 0;
    socket.send(JSON.stringify({ type: 'read', room: active, upTo: last ? last.id : 0 }));
  };

  var select = function (id, focus) {
    active = id;
    cancelReply();
    clearError();
    input.placeholder = activeRoom() && activeRoom().kind === 'support' ? T.supportPlaceholder : T.placeholder;
    renderTabs(); renderList(); renderOnline(); renderMuted();
    typingBox.textContent = '';
    markRead();
    if (focus) $('tab-' + activeRoom().kind).focus();
  };

  var startReply = function (message) {
    replyTo = message.id;
    replyLabel.textContent = fill(T.replyingTo, { name: message.author });
    replyBar.hidden = false;
    input.focus();
  };
  var cancelReply = function () { replyTo = null; replyBar.hidden = true; };

  var updateCounter = function () {
    var length = Array.from(input.value).length;
    counter.textContent = fill(T.counter, { n: length, max: MAX });
    counter.classList.toggle('over', length > MAX);
  };

  var onServer = function (message) {
    if (message.type === 'ready') {
      rooms = message.rooms;
      mutedUntil = message.muted ? message.mutedUntil : false;
      rooms.forEach(function (r) { roomState(r.id).unread = r.unread; });
      var wanted = rooms.filter(function (r) { return r.kind === config.room; })[0] || rooms[0];
      active = wanted.id;
      statusBox.hidden = true;
      form.hidden = false;
      renderTabs();
    } else if (message.type === 'history') {
      var room = roomState(message.room);
      room.messages = message.messages; room.hasMore = message.hasMore;
      if (message.room === active) select(active, false);
    } else if (message.type === 'older') {
      var older = roomState(message.room);
      older.messages = message.messages.concat(older.messages);
      older.hasMore = message.hasMore; older.loadingOlder = false;
      if (message.room === active) {
        var before = list.scrollHeight - list.scrollTop;
        renderList();
        list.scrollTop = list.scrollHeight - before;
      }
    } else if (message.type === 'message') {
      var target = roomState(message.message.room);
      target.messages.push(message.message);
      if (message.message.room === active) {
        var stick = nearBottom() || message.message.mine;
        var empty = list.querySelector('.empty');
        if (empty) empty.remove();
        list.appendChild(renderMessage(message.message));
        if (stick) list.scrollTop = list.scrollHeight;
        typingBox.textContent = '';
        if (!message.message.mine) markRead();
      } else if (!message.message.mine) {
        target.unread += 1;
        renderTabs();
        post({ type: 'chat:unread', unReadCount: totalUnread() });
      }
    } else if (message.type === 'deleted') {
      var from = roomState(message.room);
      from.messages = from.messages.filter(function (m) { return m.id !== message.id; });
      var node = list.querySelector('li[data-id="' + message.id + '"]');
      if (node && message.room === active) node.remove();
    } else if (message.type === 'typing') {
      if (message.room !== active) return;
      typingBox.textContent = fill(T.typing, { name: message.author });
      clearTimeout(typingTimer);
      typingTimer = setTimeout(function () { typingBox.textContent = ''; }, 4000);
    } else if (message.type === 'online') {
      roomState(message.room).online = message.count;
      if (message.room === active) renderOnline();
    } else if (message.type === 'muted') {
      mutedUntil = message.muted ? message.until : false;
      renderMuted();
    } else if (message.type === 'reported') {
      statusBox.hidden = true;
      errorBox.hidden = false; errorBox.textContent = T.reported;
    } else if (message.type === 'unread') {
      post({ type: 'chat:unread', unReadCount: message.unReadCount });
    } else if (message.type === 'error') {
      if (message.code === 'muted') { mutedUntil = mutedUntil || null; renderMuted(); }
      showError(message.code, { n: Math.ceil((message.retryAfterMs || 1000) / 1000) });
    }
  };

  var connect = function () {
    statusBox.hidden = false; statusBox.textContent = T.connecting;
    var scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    socket = new WebSocket(scheme + location.host + config.socketPath);
    socket.addEventListener('open', function () { socket.send(JSON.stringify({ type: 'auth', ticket: ticket })); });
    socket.addEventListener('message', function (event) {
      try { onServer(JSON.parse(event.data)); } catch (e) { /* an unreadable frame is ignored */ }
    });
    socket.addEventListener('close', function () {
      socket = null;
      form.hidden = true;
      statusBox.hidden = false;
      statusBox.textContent = '';
      var text = document.createElement('span');
      text.textContent = T.disconnected + ' ';
      var again = document.createElement('button');
      again.type = 'button'; again.textContent = T.reconnect;
      // A ticket is single use: the site asks the platform for a new chat URL.
      again.addEventListener('click', function () { post({ type: 'chat:reconnect' }); });
      statusBox.appendChild(text); statusBox.appendChild(again);
    });
  };

  // The frame's sandbox has no allow-forms: a form would never submit, so sending is a click.
  var submit = function () {
    var text = input.value.trim();
    if (!text) return showError('empty');
    if (Array.from(text).length > MAX) return showError('tooLong');
    if (!socket) return showError('ticket');
    socket.send(JSON.stringify({ type: 'send', room: active, text: text, replyTo: replyTo }));
    input.value = '';
    cancelReply(); clearError(); updateCounter();
    input.focus();
  };
  sendButton.addEventListener('click', submit);
  input.addEventListener('input', function () {
    clearError(); updateCounter();
    var now = Date.now();
    if (socket && input.value && now - lastTypingSent > 2000) {
      lastTypingSent = now;
      socket.send(JSON.stringify({ type: 'typing', room: active }));
    }
  });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      submit();
    }
  });
  list.addEventListener('scroll', function () {
    var room = roomState(active);
    if (list.scrollTop > 40 || !room.hasMore || room.loadingOlder || !room.messages.length || !socket) return;
    room.loadingOlder = true;
    var marker = list.querySelector('.older');
    if (marker) marker.hidden = false;
    socket.send(JSON.stringify({ type: 'older', room: active, before: room.messages[0].id }));
  });
  $('cancel-reply').addEventListener('click', cancelReply);
  emojiButton.addEventListener('click', function () {
    var open = emojiPanel.hidden;
    emojiPanel.hidden = !open;
    emojiButton.setAttribute('aria-expanded', String(open));
    if (open) emojiPanel.querySelector('button').focus();
  });
  emojiPanel.addEventListener('click', function (event) {
    var button = event.target.closest('button');
    if (!button) return;
    var start = input.selectionStart || input.value.length, end = input.selectionEnd || start;
    input.value = input.value.slice(0, start) + button.textContent + input.value.slice(end);
    emojiPanel.hidden = true; emojiButton.setAttribute('aria-expanded', 'false');
    input.focus(); updateCounter();
  });
  emojiPanel.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') { emojiPanel.hidden = true; emojiButton.focus(); }
  });
  if (closeButton) closeButton.addEventListener('click', function () { post({ type: 'chat:close' }); });
  document.addEventListener('visibilitychange', function () { if (active) markRead(); });

  updateCounter();
  connect();
})();
`;
