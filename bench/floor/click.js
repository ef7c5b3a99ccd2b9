// The interaction floor: a click that changes one text node.
/* global document */
let clicks = 0;
const button = document.getElementById('target');
button.addEventListener('click', () => {
  clicks += 1;
  button.textContent = `Clicked ${clicks} times`;
});
