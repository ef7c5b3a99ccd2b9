// A notice that goes with its own button (OK, try again, discard) hands the keyboard's focus to the screen's main
// content: with the button gone, it would fall to the page's start, and a screen reader with it.

export function focusScreen(): void {
  document.getElementById('main')?.focus();
}
