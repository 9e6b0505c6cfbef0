/* global document, localStorage */
(function (t) {
  try {
    if (localStorage.getItem('theme') === 'dark') t = 'dark';
  } catch {
    // storage blocked: light
  }
  document.documentElement.dataset.theme = t;
})('light');
