import { describe, expect, it } from 'vitest';
import { layoutWeek, type DaySpan } from './week-lanes';

const WEEK = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const span = (item: string, from: string, to: string): DaySpan<string> => ({ item, from, to });

describe('layoutWeek', () => {
  it('draws a multi-day entry as one bar inside the week, cut at its edges', () => {
    const { bars, more } = layoutWeek(
      [span('market', '2026-11-27', '2026-12-23'), span('sale', '2026-11-20', '2026-11-24')],
      WEEK,
      3,
    );
    expect(bars).toEqual([
      { item: 'sale', lane: 0, start: 0, span: 2, continuesBefore: true, continuesAfter: false },
      { item: 'market', lane: 0, start: 4, span: 3, continuesBefore: false, continuesAfter: true },
    ]);
    expect(more).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('stacks overlapping entries in lanes, the longer one on top', () => {
    const { bars, laneCount } = layoutWeek(
      [span('show', '2026-11-28', '2026-11-28'), span('friday', '2026-11-27', '2026-11-29')],
      WEEK,
      3,
    );
    expect(bars.map((b) => [b.item, b.lane, b.start, b.span])).toEqual([
      ['friday', 0, 4, 3],
      ['show', 1, 5, 1],
    ]);
    expect(laneCount).toBe(2);
  });

  it('puts "+N more" in the last lane of a full day and splits a bar around it', () => {
    const { bars, more } = layoutWeek(
      [
        span('market', '2026-11-23', '2026-11-29'),
        span('friday', '2026-11-27', '2026-11-29'),
        span('long', '2026-11-24', '2026-11-29'),
        span('show', '2026-11-28', '2026-11-28'),
        span('wine', '2026-11-28', '2026-11-28'),
      ],
      WEEK,
      3,
    );
    // Saturday has five entries: two bars and "+3 more".
    expect(more).toEqual([0, 0, 0, 0, 0, 3, 0]);
    const friday = bars.filter((b) => b.item === 'friday');
    expect(friday.map((b) => [b.lane, b.start, b.span])).toEqual([
      [2, 4, 1],
      [2, 6, 1],
    ]);
    expect(friday[1]!.continuesBefore).toBe(true);
    expect(bars.some((b) => b.item === 'show' || b.item === 'wine')).toBe(false);
  });

  it('shows every lane when the limit is lifted (a week opened in full)', () => {
    const spans = ['a', 'b', 'c', 'd'].map((item) => span(item, '2026-11-25', '2026-11-25'));
    const { bars, more, laneCount } = layoutWeek(spans, WEEK, Number.POSITIVE_INFINITY);
    expect(bars).toHaveLength(4);
    expect(more.every((n) => n === 0)).toBe(true);
    expect(laneCount).toBe(4);
  });
});
