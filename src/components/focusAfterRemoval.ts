// Keeps the keyboard in place when a row is removed by its own button: the focus would fall to the page body
// with the button. Call it from the button's click, before the row goes; once it is gone, the focus moves to
// the same button of the next row, else of the previous one, else to the page's search field (in a dialog, its
// first field: a radio group's checked one), else to <main>. Rows mark their remove buttons with data-row-remove,
// so the neighbours' buttons can be found: in the group of rows marked data-row-group the button is in (a meal
// plan's day or Discover's chosen filters, whose own data-row-fallback control, the day's '+ add' or the Filters
// button, comes before the page's), else the dialog it is in, else <main>. A group around the dialog is not the
// dialog's: the page behind a modal cannot take the focus. A button that removes every row (a 'clear all', not
// itself marked) has no neighbour to hand on to: the focus goes straight to the fallbacks.

export function focusAfterRemoval(button: HTMLElement): void {
  const dialog = button.closest('dialog');
  const around = button.closest<HTMLElement>('[data-row-group]');
  const group = around && (!dialog || dialog.contains(around)) ? around : null;
  const scope = group ?? dialog ?? button.closest('main') ?? document.body;
  const buttons = Array.from(scope.querySelectorAll<HTMLElement>('[data-row-remove]'));
  const index = buttons.indexOf(button);
  const neighbour = index < 0 ? undefined : buttons[index + 1] ?? buttons[index - 1];
  // after the removal has rendered (React commits a click's updates before a timer runs)
  setTimeout(() => {
    // only a focus that fell with the button is moved
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = [neighbour, group?.querySelector<HTMLElement>('[data-row-fallback]'), scope.querySelector<HTMLElement>('[role="search"] input'), dialog?.querySelector<HTMLElement>('input:not([type="radio"]), input[type="radio"]:checked'), document.querySelector('main')]
      .find((el): el is HTMLElement => !!el && el !== button && el.isConnected);
    target?.focus();
  }, 0);
}
