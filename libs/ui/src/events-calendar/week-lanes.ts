/**
 * Where multi-day entries go in one week row of the month grid: each entry is a bar in a lane
 * (a row inside the week), from its first to its last day of that week. A day shows at most
 * `maxLanes` lanes; when more entries cover it, its last lane becomes "+N more" and the entries
 * from that lane down are counted there instead of drawn.
 */

/** An entry's days as `YYYY-MM-DD` (both inclusive). */
export type DaySpan<T> = { item: T; from: string; to: string };

/** One bar: an entry's visible run of days within the week (`start` 0 = Monday). */
export type WeekBar<T> = {
  item: T;
  lane: number;
  start: number;
  span: number;
  /** The entry began before this bar (an earlier week, or days hidden by "+N more"). */
  continuesBefore: boolean;
  /** The entry goes on after this bar. */
  continuesAfter: boolean;
};

export type WeekLayout<T> = {
  bars: WeekBar<T>[];
  /** Per day (Monday first): how many entries that day are behind "+N more" (0: none). */
  more: number[];
  /** Lanes the week needs to show everything (for a week opened in full). */
  laneCount: number;
};

/** Lays out the entries of one week (`week`: seven `YYYY-MM-DD`, Monday first). */
export function layoutWeek<T>(
  spans: readonly DaySpan<T>[],
  week: readonly string[],
  maxLanes: number,
): WeekLayout<T> {
  const first = week[0]!;
  const last = week[week.length - 1]!;
  const placed = spans
    .filter((span) => span.from <= last && span.to >= first)
    .map((span, order) => ({
      span,
      order,
      start: span.from < first ? 0 : week.indexOf(span.from),
      end: span.to > last ? week.length - 1 : week.indexOf(span.to),
    }))
    // Earlier first; of two starting together the longer gets the upper lane (fewer gaps).
    .sort((a, b) => a.start - b.start || b.end - a.end || a.order - b.order);

  const laneEnds: number[] = [];
  const lanes = placed.map((entry) => {
    let lane = laneEnds.findIndex((end) => end < entry.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = entry.end;
    return { ...entry, lane };
  });

  // A day with an entry in a lane past the limit shows "+N more" in its last lane.
  const limit = week.map((_, day) => {
    const overflowing = lanes.some((e) => e.start <= day && day <= e.end && e.lane >= maxLanes);
    return overflowing ? maxLanes - 1 : maxLanes;
  });
  const more = week.map((_, day) =>
    limit[day]! < maxLanes
      ? lanes.filter((e) => e.start <= day && day <= e.end && e.lane >= limit[day]!).length
      : 0,
  );

  const bars: WeekBar<T>[] = [];
  for (const entry of lanes) {
    let runStart = -1;
    for (let day = entry.start; day <= entry.end + 1; day++) {
      const visible = day <= entry.end && entry.lane < limit[day]!;
      if (visible && runStart === -1) runStart = day;
      if (!visible && runStart !== -1) {
        bars.push({
          item: entry.span.item,
          lane: entry.lane,
          start: runStart,
          span: day - runStart,
          continuesBefore: runStart > entry.start || entry.span.from < first,
          continuesAfter: day - 1 < entry.end || entry.span.to > last,
        });
        runStart = -1;
      }
    }
  }
  return { bars, more, laneCount: laneEnds.length };
}
