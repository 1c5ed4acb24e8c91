/// <reference lib="webworker" />
/**
 * Runs the first `Intl` formatters of the page on another thread (intl-warmup.ts): what a
 * browser prepares for its first formatter is kept for the whole process, so the page's own first
 * date or number on the main thread no longer pays for it. `data` is the page's language tag;
 * the worker answers once done.
 */
self.onmessage = (event: MessageEvent<string>) => {
  const tag = event.data;
  new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', timeZone: 'UTC' }).format(0);
  new Intl.NumberFormat(tag).format(1234.5);
  new Intl.PluralRules(tag).select(2);
  new Intl.Collator(tag).compare('a', 'b');
  self.postMessage('done');
  self.close();
};
