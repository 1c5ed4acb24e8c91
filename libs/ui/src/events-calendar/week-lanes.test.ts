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

  it('puts "+N more" in the last lane of a full day and leaves out what does not fit, whole', () => {
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
    // Saturday has five entries: two bars and "+3 more". "friday" does not fit on Saturday, so it
    // is not drawn from Friday to Sunday either (a cut bar seemed to start or end a day off): it
    // is counted on each of its days.
    expect(more).toEqual([0, 0, 0, 0, 1, 3, 1]);
    expect(bars.map((b) => [b.item, b.lane, b.start, b.span])).toEqual([
      ['market', 0, 0, 7],
      ['long', 1, 1, 6],
    ]);
  });

  it('shows every lane when the limit is lifted (a week opened in full)', () => {
    const spans = ['a', 'b', 'c', 'd'].map((item) => span(item, '2026-11-25', '2026-11-25'));
    const { bars, more, laneCount } = layoutWeek(spans, WEEK, Number.POSITIVE_INFINITY);
    expect(bars).toHaveLength(4);
    expect(more.every((n) => n === 0)).toBe(true);
    expect(laneCount).toBe(4);
  });
});
