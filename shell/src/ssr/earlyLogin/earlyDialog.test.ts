import { FRAME_HYDRATED_EVENT, holdEarlyClicks, HYDRATED_EVENT } from '../earlyClicks';
import { showEarlyDialogs } from './earlyDialog';

/*
 * ADR 0032: before the frame has hydrated, a tap on the header's "Log in" shows the login dialog
 * the server left in a template; the application's dialog takes over what was typed.
 */

const EARLY_FORM =
  '<div class="backdrop"><div role="dialog" aria-labelledby="t">' +
  '<div><h2 id="t">Login</h2><button type="button" aria-label="Close">×</button></div>' +
  '<form><input name="username"><input name="password" type="password">' +
  '<label><input type="checkbox">Remember username</label>' +
  '<button type="button">Forgot password?</button><button type="submit">Log in</button></form>' +
  '</div></div>';

/** The page: the header's button, the template and a stand-in for the application. */
const page = () => {
  document.body.innerHTML =
    `<header><button type="button" id="opener" data-early-dialog="early-login">Log in</button></header>` +
    `<template id="early-login">${EARLY_FORM}</template>`;
  // In the boot script's order: the early dialogs first, then the holder of other early taps.
  showEarlyDialogs(document);
  window.addEventListener(HYDRATED_EVENT, holdEarlyClicks(document), { once: true });
  const opener = document.getElementById('opener') as HTMLButtonElement;
  const realOpened = jest.fn();
  opener.addEventListener('click', realOpened);
  return { opener, realOpened };
};

const early = () => document.querySelector<HTMLElement>('[aria-labelledby="t"]');
const field = (scope: ParentNode, name: string) =>
  scope.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

/** The application's dialog, as React would put it in the page, recording what it is given. */
const openRealDialog = () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<div role="dialog" aria-labelledby="r">' +
    '<div><h2 id="r">Login</h2><button type="button" aria-label="Close">×</button></div><form>' +
    '<input name="username"><input name="password" type="password">' +
    '<label><input type="checkbox">Remember username</label>' +
    '<button type="button">Forgot password?</button><button type="submit">Log in</button>' +
    '</form></div>';
  const typed: string[] = [];
  root.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name) typed.push(`${input.name}=${input.value}`);
  });
  const pressed: string[] = [];
  // The application's form handles its submit; jsdom would try to send it.
  root.addEventListener('submit', (event) => event.preventDefault());
  root.addEventListener('click', (event) => {
    pressed.push((event.target as HTMLElement).textContent ?? '');
  });
  document.body.append(root);
  return { root, typed, pressed };
};

const frameHydrated = () => window.dispatchEvent(new Event(FRAME_HYDRATED_EVENT));
/**
 * The handover (a mutation observer's microtask), then the real dialog's first frame and the
 * timer the handover starts in it: waited for in that order, not for a time, so a busy machine
 * cannot make the test look before the handover has run.
 */
const settle = async () => {
  await Promise.resolve();
  await new Promise((resolve) =>
    requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)),
  );
};

afterEach(() => {
  // Every test ends with no early dialog and the frame hydrated, so nothing outlives it.
  early()?.querySelector<HTMLButtonElement>('[aria-label="Close"]')?.click();
  frameHydrated();
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  document.body.innerHTML = '';
});

test('a tap before the frame runs shows the early dialog at once, focused on its first field', () => {
  const { opener, realOpened } = page();
  opener.click();
  expect(early()).not.toBeNull();
  expect(document.activeElement).toBe(field(document, 'username'));
  // The application's button is not pressed yet, and a second tap opens no second dialog.
  opener.click();
  expect(realOpened).not.toHaveBeenCalled();
  expect(document.querySelectorAll('[aria-labelledby="t"]')).toHaveLength(1);
});

test('once the frame runs the tap is pressed; the real dialog gets what was typed and the focus', async () => {
  const { opener, realOpened } = page();
  opener.click();
  field(document, 'username').value = 'demo';
  field(document, 'password').value = 'Secret12!';
  field(document, 'password').focus();
  (document.querySelector('input[type="checkbox"]') as HTMLInputElement).click();

  frameHydrated();
  expect(realOpened).toHaveBeenCalledTimes(1);
  const real = openRealDialog();
  await settle();

  expect(early()).toBeNull();
  expect(real.typed).toEqual(['username=demo', 'password=Secret12!']);
  expect(field(real.root, 'username').value).toBe('demo');
  expect(real.root.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(true);
  expect(document.activeElement).toBe(field(real.root, 'password'));
  // It takes the early one's place without fading in a second time.
  expect(real.root.style.animation).toBe('none');
});

test('buttons pressed in the early dialog are pressed again in the real one, by their text', async () => {
  const { opener } = page();
  opener.click();
  field(document, 'username').value = 'demo';
  early()?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  // Nothing was sent anywhere: the early form does not submit.
  expect(early()).not.toBeNull();

  frameHydrated();
  const real = openRealDialog();
  await settle();
  expect(real.pressed).toEqual(['Log in']);
});

test('closing the early dialog drops the tap: the real one never opens', () => {
  const { opener, realOpened } = page();
  opener.click();
  (document.querySelector('[aria-label="Close"]') as HTMLButtonElement).click();
  expect(early()).toBeNull();
  opener.click();
  field(document, 'username').dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
  );
  expect(early()).toBeNull();
  frameHydrated();
  expect(realOpened).not.toHaveBeenCalled();
});

test('closed after the tap was handed on, the real dialog closes as it arrives', async () => {
  const { opener, realOpened } = page();
  opener.click();
  frameHydrated();
  expect(realOpened).toHaveBeenCalledTimes(1);
  // The application's dialog is still downloading; the player changes their mind.
  (document.querySelector('[aria-label="Close"]') as HTMLButtonElement).click();
  expect(early()).toBeNull();
  const real = openRealDialog();
  await settle();
  expect(real.pressed).toEqual(['×']);
});

test('Tab goes round the early dialog, not out to the page behind it', () => {
  const { opener } = page();
  opener.click();
  const tab = (shiftKey = false) =>
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
    );
  const buttons = early()?.querySelectorAll<HTMLButtonElement>('button') ?? [];
  const last = buttons[buttons.length - 1];
  last?.focus();
  tab();
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
  tab(true);
  expect(document.activeElement).toBe(last);
});

test('after the frame has hydrated the button works as usual', () => {
  const { opener, realOpened } = page();
  frameHydrated();
  opener.click();
  expect(early()).toBeNull();
  expect(realOpened).toHaveBeenCalledTimes(1);
});
