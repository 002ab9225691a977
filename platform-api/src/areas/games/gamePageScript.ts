import { GAME_ACTIVITY_MESSAGE } from 'shared-contracts';

/**
 * The script of the game pages, inlined with a CSP nonce so the page is self-contained. It
 * reads its configuration from the JSON block, talks to the round API with the game session
 * as a Bearer token, and wires every control with addEventListener (no inline handlers).
 * Written as plain ES2017 for any browser that runs the site.
 */
export const GAME_PAGE_SCRIPT = String.raw`
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('game-config').textContent);
  var texts = config.texts;
  var $ = function (id) { return document.getElementById(id); };
  var money = function (minor) {
    return (minor / 100).toLocaleString(config.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) + ' ' + config.currency;
  };
  var fill = function (text, values) {
    return text.replace(/\{(\w+)\}/g, function (_, key) { return values[key] === undefined ? '' : String(values[key]); });
  };
  var roundId = function () {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  };
  // The one-time ticket is spent; keep it out of the history anyway.
  try { history.replaceState(null, '', location.pathname); } catch (ignored) { /* opaque origin */ }

  var call = function (path, body) {
    var init = { method: body ? 'POST' : 'GET', headers: { Authorization: 'Bearer ' + config.session } };
    if (body) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(config.api + path, init).then(function (response) {
      return response.json().then(function (envelope) {
        if (!envelope.success) {
          var failure = new Error(envelope.message || String(response.status));
          failure.status = response.status;
          failure.value = envelope.value;
          throw failure;
        }
        return envelope.value;
      });
    });
  };

  // A refusal in the player's words from the answer's data (pageTexts' errors), never the
  // platform's English sentence; a dropped connection or anything unknown gets the general words.
  var explain = function (error) {
    var value = error.value || {};
    if (error.status === 401) return texts.errors.sessionEnded;
    if (value.reason === 'insufficientBalance') return texts.errors.insufficientBalance;
    if (value.field === 'stake') {
      if (value.issue === 'tooBig') return fill(texts.errors.stakeTooBig, { limit: money(value.limit) });
      if (value.issue === 'tooSmall') return fill(texts.errors.stakeTooSmall, { limit: money(Math.max(value.limit, 1)) });
      return texts.errors.stakeInvalid;
    }
    return texts.errors.unknown;
  };
  var showError = function (error) {
    message.textContent = fill(texts.error, { message: explain(error) });
    message.className = 'error';
  };

  var playButton = $('play');
  var message = $('message');
  var setBalance = function (minor) { $('balance').textContent = money(minor); };
  var renderHistory = function (rounds) {
    var list = $('history');
    list.textContent = '';
    rounds.forEach(function (round) {
      var item = document.createElement('li');
      item.textContent = new Date(round.time).toLocaleString(config.locale, { dateStyle: 'short', timeStyle: 'medium' }) + ' · ' + money(round.stake) + ' → ' + money(round.payout);
      item.className = round.payout > 0 ? 'won' : 'lost';
      list.appendChild(item);
    });
  };
  var showOutcome = function (detail) {
    if (config.engine === 'slot') {
      var reels = document.querySelectorAll('.reel');
      detail.reels.forEach(function (symbol, index) {
        var picture = document.getElementById('symbol-' + symbol);
        reels[index].textContent = '';
        if (picture) reels[index].appendChild(picture.content.cloneNode(true));
        reels[index].setAttribute('aria-label', config.symbols[symbol] || symbol);
      });
    } else if (config.engine === 'dice') {
      $('roll').textContent = String(detail.roll);
    } else {
      $('card').textContent = config.cards[detail.card - 1];
    }
  };
  var choice = function () {
    if (config.engine === 'dice') {
      var direction = document.querySelector('input[name="direction"]:checked');
      return { target: Number($('target').value), direction: direction ? direction.value : 'under' };
    }
    if (config.engine === 'table') {
      var side = document.querySelector('input[name="side"]:checked');
      return { side: side ? side.value : 'high' };
    }
    return null;
  };
  if ($('target')) {
    var showTarget = function () { $('target-value').textContent = $('target').value; };
    $('target').addEventListener('input', showTarget);
    showTarget();
  }

  var play = function () {
    var stake = Math.round(Number($('stake').value) * 100);
    var body = { roundId: roundId(), stake: stake, choice: choice() };
    playButton.disabled = true;
    message.textContent = texts.playing;
    message.className = '';
    // A dropped connection is retried once with the same round id: the platform answers the
    // first result, so money never moves twice.
    call('/round', body)
      .catch(function (error) {
        if (error instanceof TypeError) return call('/round', body);
        throw error;
      })
      .then(function (round) {
        showOutcome(round.detail);
        setBalance(round.balance);
        message.textContent = round.payout > 0 ? fill(texts.win, { amount: money(round.payout) }) : texts.lose;
        message.className = round.payout > 0 ? 'won' : 'lost';
        return call('/state');
      })
      .then(function (state) { renderHistory(state.history); })
      .catch(showError)
      .then(function () { playButton.disabled = false; });
  };
  playButton.addEventListener('click', play);

  // The site's inactivity logout cannot see input inside this frame: tell it, every few seconds
  // at most. The message carries nothing but its type.
  var lastActivity = 0;
  var tellActivity = function () {
    var now = Date.now();
    if (now - lastActivity < 5000 || window.parent === window) return;
    lastActivity = now;
    window.parent.postMessage({ type: ${JSON.stringify(GAME_ACTIVITY_MESSAGE)} }, '*');
  };
  ['pointerdown', 'keydown', 'touchstart', 'wheel'].forEach(function (type) {
    window.addEventListener(type, tellActivity, { passive: true, capture: true });
  });

  call('/state').then(function (state) {
    setBalance(state.balance);
    renderHistory(state.history);
  }).catch(showError);
})();
`;
