import { describe, expect, it } from 'vitest';

import { czechTypography, NB_HYPHEN, NBSP } from './typography';

const show = (text: string) => text.replaceAll(NBSP, '~').replaceAll(NB_HYPHEN, '=');

describe('czechTypography', () => {
  it.each([
    ['Vítejte v centru', 'Vítejte v~centru'],
    ['K pokladně a do obchodu', 'K~pokladně a~do obchodu'],
    ['s přáteli i s dětmi', 's~přáteli i~s~dětmi'],
    ['Zboží z e-shopu o víkendu u vchodu', 'Zboží z~e=shopu o~víkendu u~vchodu'],
    ['(v centru)', '(v~centru)'],
    ['<p>V centru</p>', '<p>V~centru</p>'],
  ])('keeps one-letter words with the next word: %s', (input, output) => {
    expect(show(czechTypography(input))).toBe(output);
  });

  it.each([
    ['30 Kč za hodinu', '30~Kč za hodinu'],
    ['1 234,50 Kč', '1 234,50~Kč'],
    ['sleva 20 %', 'sleva 20~%'],
    ['nad 200 m²', 'nad 200~m²'],
    ['{price} Kč', '{price}~Kč'],
    ['prvé 3 h zadarmo', 'prvé 3~h zadarmo'],
    ['12 EUR', '12~EUR'],
  ])('keeps a number with its unit: %s', (input, output) => {
    expect(show(czechTypography(input))).toBe(output);
  });

  it.each([
    ['Potvrďte to e-mailem.', 'Potvrďte to e=mailem.'],
    ['(e-shop)', '(e=shop)'],
    ['E-mail nebo heslo', 'E-mail nebo heslo'],
    ['Hobby-dům, e-', 'Hobby-dům, e-'],
    ['pre-e-shop', 'pre-e-shop'],
  ])('keeps the prefix e with its word: %s', (input, output) => {
    expect(show(czechTypography(input))).toBe(output);
  });

  it.each([
    ['do 25. prosince', 'do 25.~prosince'],
    ['{level}. patro', '{level}.~patro'],
    [
      '{count, plural, one {# bod} few {# body} other {# bodů}}',
      '{count, plural, one {#~bod} few {#~body} other {#~bodů}}',
    ],
  ])('keeps an ordinal or a count with its noun: %s', (input, output) => {
    expect(show(czechTypography(input))).toBe(output);
  });

  it('leaves a sentence that ends on a number alone', () => {
    expect(czechTypography('Otevřeno do 20. Pak zavřeno.')).toBe('Otevřeno do 20. Pak zavřeno.');
  });

  it('leaves words that only start like a unit or a preposition alone', () => {
    expect(czechTypography('3 hodiny, 5 minut, 2 lidé')).toBe('3 hodiny, 5 minut, 2 lidé');
    expect(czechTypography('Praha 9 a okolí')).toBe(`Praha 9 a${NBSP}okolí`);
    expect(czechTypography('Vitamin A')).toBe('Vitamin A');
  });

  it('is idempotent', () => {
    const once = czechTypography('V centru je 30 % sleva a k tomu dárek');
    expect(czechTypography(once)).toBe(once);
  });
});
