/**
 * A dialog's `onCloseAutoFocus` that gives focus back to `target()` when it is still on the page,
 * without scrolling to it. A dialog often closes as the page starts a smooth scroll (a menu's
 * section link, an industry's pricing), and a focus that scrolls would cancel that scroll.
 */
export function focusOnClose(target: () => HTMLElement | null | undefined) {
  return (event: Event) => {
    const element = target();
    if (element?.isConnected) {
      event.preventDefault();
      element.focus({ preventScroll: true });
    }
  };
}
