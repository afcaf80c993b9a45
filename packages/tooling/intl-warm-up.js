// A worker the shell's index.html starts on a page behind sign-in (remote-entry-preload.js), copied to the shell's
// site as /intl-warm-up.js. A page's first Intl formatter costs V8 40-90 ms of the thread that makes it (Chromium,
// unthrottled; ~110 ms of My Orders' first render on the throttled phone profile): ICU reads the locale's and the time
// zone's data. ICU keeps what it read for the whole renderer process, so reading it here, on another thread while the
// page's scripts are still downloading, leaves the page's own first formatter ~1 ms. Nothing is sent back: the worker
// makes the formatters the pages make (the reader's language, money in en-IN, Asia/Kolkata) and closes.
/* global self */
self.onmessage = function (event) {
  var data = event.data || {};
  try {
    var now = new Date();
    var timeZone = String(data.timeZone);
    [String(data.locale), String(data.moneyLocale)].forEach(function (locale) {
      new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric', timeZone: timeZone }).formatToParts(now);
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: timeZone }).format(now);
      new Intl.NumberFormat(locale).format(1234.5);
      new Intl.PluralRules(locale.split('-u-')[0]).select(2);
      if (Intl.ListFormat) new Intl.ListFormat(locale, { type: 'conjunction' }).format(['a', 'b']);
    });
    new Intl.NumberFormat(String(data.moneyLocale), { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(1250);
  } catch {
    /* an unknown locale or an old browser: the page makes its formatters itself, as it would anyway */
  }
  self.close();
};
