/**
 * Enter submits the last submit button on the page, except in search boxes and money
 * dialogs (`data-no-enter-submit`: moving money takes a click on the button that says which way);
 * the wheel blurs a focused number input (so scrolling never changes an amount).
 */
import { useEffect } from 'react';

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return;
  const target = event.target as HTMLElement | null;
  if (!(target instanceof HTMLInputElement)) return;
  if (target.type === 'search' || target.closest('[data-search-box], [data-no-enter-submit]')) {
    event.preventDefault();
    return;
  }
  if (['checkbox', 'radio', 'button', 'submit', 'file'].includes(target.type)) return;
  const buttons = document.querySelectorAll<HTMLButtonElement>('button[type="submit"]:not([disabled])');
  const last = buttons[buttons.length - 1];
  if (!last) return;
  event.preventDefault();
  last.click();
}

function onWheel() {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && active.type === 'number') active.blur();
}

export function useFormKeys(): void {
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('wheel', onWheel, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('wheel', onWheel);
    };
  }, []);
}
