// No imports but ids and event names: the boot script runs this before the application.
import { FRAME_HYDRATED_EVENT } from '../earlyClicks';
import { EARLY_DIALOG_ATTRIBUTE } from './earlyLoginIds';

/** How long the early dialog waits for the real one after handing the tap on. */
const HANDOFF_WAIT_MS = 30_000;

const FIELD = 'input:not([type="checkbox"])';

/** Sets an input's value as typing would, so React's onChange sees it. */
const typeInto = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Tab and Shift+Tab go round the dialog's own fields and buttons, as in the real one. */
const keepTabInside = (root: HTMLElement, event: KeyboardEvent) => {
  const focusables = [...root.querySelectorAll<HTMLElement>('input, button')];
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const active = root.ownerDocument.activeElement;
  if (event.shiftKey ? active !== first : active !== last) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
};

/** A field's counterpart in the real dialog: by name, else by its place among the fields. */
const counterpart = (early: HTMLInputElement, earlyFields: HTMLInputElement[], real: Element) => {
  const byName = early.name
    ? real.querySelector<HTMLInputElement>(`input[name="${early.name}"]`)
    : null;
  return (
    byName ?? real.querySelectorAll<HTMLInputElement>(FIELD)[earlyFields.indexOf(early)] ?? null
  );
};

/**
 * What a tap on a header button marked {@link EARLY_DIALOG_ATTRIBUTE} does before the page's
 * frame has hydrated (ADR 0032): the dialog the server left in the named `<template>` shows at
 * once and takes what is typed, instead of the tap waiting seconds for the application on a slow
 * phone. Once the frame has hydrated the tap is pressed for real; when the application's dialog
 * opens, it gets the early one's fields (values, the remember box, the focus and caret) and any
 * button pressed meanwhile is pressed again there (by its text: "Log in", "Forgot password?"),
 * and the early one goes. Closing the early one (its close button, Escape, the backdrop) drops
 * the tap. After the frame has hydrated the buttons work as usual and this does nothing.
 */
export const showEarlyDialogs = (doc: Document = document): void => {
  const view = doc.defaultView ?? window;
  let frameHydrated = false;
  /** The header's button has been pressed for real: the application's dialog is on its way. */
  let tapHandedOn = false;
  /** The player closed the early dialog after that: the real one closes as it arrives. */
  let closedMeanwhile = false;
  let open: {
    opener: HTMLElement;
    root: HTMLElement;
    pressed: string[];
    /** The field last focused: the real dialog may have taken the focus before the handover. */
    focused: Element | null;
  } | null = null;

  const close = () => {
    if (open && tapHandedOn) closedMeanwhile = true;
    open?.root.remove();
    open = null;
  };

  /** The early dialog's close button: the only button in its heading. */
  const isCloseButton = (button: Element) =>
    button.closest('[role="dialog"] > div:first-child') !== null;

  const handOff = (real: Element) => {
    if (closedMeanwhile) {
      const closeButton = real.querySelector<HTMLElement>(
        '[role="dialog"] > div:first-child button',
      );
      (closeButton ?? real.querySelector<HTMLElement>('button'))?.click();
      return;
    }
    if (!open) return;
    const { root, pressed, focused } = open;
    // The real dialog takes the early one's place as it is: no second fade-in (its backdrop's).
    if (real.parentElement instanceof HTMLElement) real.parentElement.style.animation = 'none';
    const fields = [...root.querySelectorAll<HTMLInputElement>(FIELD)];
    let focusTo: HTMLInputElement | null = null;
    for (const field of fields) {
      const target = counterpart(field, fields, real);
      if (!target) continue;
      if (field.value) typeInto(target, field.value);
      if (field === focused) focusTo = target;
    }
    const box = root.querySelector<HTMLInputElement>('input[type="checkbox"]');
    const realBox = real.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (box && realBox && box.checked !== realBox.checked) realBox.click();
    close();
    if (focusTo) keepFocus(focusTo, real);
    // After the real dialog has rendered its first frame.
    view.requestAnimationFrame(() =>
      view.setTimeout(() => {
        for (const text of pressed) {
          const button = [...real.querySelectorAll<HTMLElement>('button')].find(
            (candidate) => candidate.textContent?.trim() === text,
          );
          button?.click();
        }
      }, 0),
    );
  };

  /**
   * Puts the focus (caret at the end) in the field the player was typing in. The real dialog
   * sets its own first focus (its first field) when it opens, usually before this runs; if that
   * comes a frame later, the field gets the focus back once, unless the player has typed or
   * pointed meanwhile.
   */
  const keepFocus = (field: HTMLInputElement, real: Element) => {
    const focus = () => {
      field.focus();
      field.setSelectionRange?.(field.value.length, field.value.length);
    };
    let acted = false;
    const act = () => {
      acted = true;
    };
    doc.addEventListener('keydown', act, true);
    doc.addEventListener('pointerdown', act, true);
    focus();
    view.requestAnimationFrame(() =>
      view.setTimeout(() => {
        doc.removeEventListener('keydown', act, true);
        doc.removeEventListener('pointerdown', act, true);
        const active = doc.activeElement;
        const dialogsOwn = active === doc.body || active === real.querySelector(FIELD);
        if (!acted && dialogsOwn && active !== field && field.isConnected) focus();
      }, 0),
    );
  };

  /** Waits for the application's dialog (a new dialog holding a field) and hands over. */
  const awaitRealDialog = () => {
    const observer = new MutationObserver(() => {
      const real = [...doc.querySelectorAll('[role="dialog"]')].find(
        (dialog) => !open?.root.contains(dialog) && dialog.querySelector(FIELD),
      );
      if (!real) return;
      observer.disconnect();
      doc.removeEventListener('click', onClick, true);
      handOff(real);
    });
    observer.observe(doc.body, { childList: true, subtree: true });
    // No dialog came (the login remote failed to load, which the page reports): the early one
    // goes rather than stay with a button that does nothing.
    view.setTimeout(() => {
      observer.disconnect();
      doc.removeEventListener('click', onClick, true);
      close();
    }, HANDOFF_WAIT_MS);
  };

  const show = (opener: HTMLElement, template: HTMLTemplateElement) => {
    const fragment = template.content.cloneNode(true) as DocumentFragment;
    const root = fragment.firstElementChild;
    if (!(root instanceof HTMLElement)) return;
    open = { opener, root, pressed: [], focused: null };
    const state = open;
    root.addEventListener('focusin', (event) => {
      state.focused = event.target instanceof Element ? event.target : null;
    });
    root.addEventListener('mousedown', (event) => {
      if (event.target === root) close();
    });
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
      if (event.key === 'Tab') keepTabInside(root, event);
    });
    root.addEventListener('submit', (event) => {
      event.preventDefault();
    });
    doc.body.append(root);
    root.querySelector<HTMLInputElement>(FIELD)?.focus();
  };

  /**
   * Clicks, ahead of the page's holder of early taps (registered first): a button of the early
   * dialog is answered here (its close button closes it; any other is remembered, to be pressed
   * in the real dialog); before the frame has hydrated, a tap on a marked header button shows its
   * dialog. Fields, the remember box and the rest of the page go on as usual.
   */
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (open?.root.contains(target)) {
      const button = target.closest('button');
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (isCloseButton(button)) close();
      else {
        const text = button.textContent?.trim();
        if (text && !open.pressed.includes(text)) open.pressed.push(text);
      }
      return;
    }
    if (frameHydrated) return;
    const opener = target.closest<HTMLElement>(`[${EARLY_DIALOG_ATTRIBUTE}]`);
    const template =
      opener && doc.getElementById(opener.getAttribute(EARLY_DIALOG_ATTRIBUTE) ?? '');
    if (!opener || !(template instanceof HTMLTemplateElement)) return;
    // Not held as other early taps are: this one is answered now and pressed once the frame runs.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!open) show(opener, template);
  };

  doc.addEventListener('click', onClick, true);
  view.addEventListener(
    FRAME_HYDRATED_EVENT,
    () => {
      frameHydrated = true;
      if (!open) {
        doc.removeEventListener('click', onClick, true);
        return;
      }
      tapHandedOn = true;
      awaitRealDialog();
      open.opener.click();
    },
    { once: true },
  );
};
