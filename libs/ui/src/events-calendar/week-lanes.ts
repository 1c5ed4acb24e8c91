/**
 * Where multi-day entries go in one week row of the month grid: each entry is a bar in a lane
 * (a row inside the week), from its first to its last day of that week. A day shows at most
 * `maxLanes` lanes; when more entries cover it, its last lane becomes "+N more" and the entries
 * from that lane down are counted there instead of drawn, each on every day of its week row.
 */

/** An entry's days as `YYYY-MM-DD` (both inclusive). */
export type DaySpan<T> = { item: T; from: string; to: string };

/** One bar: an entry's visible run of days within the week (`start` 0 = Monday). */
export type WeekBar<T> = {
  item: T;
  lane: number;
  start: number;
  span: number;
  /** The entry began in an earlier week. */
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

  // A day with an entry past the limit shows "+N more" in its last lane. An entry that does not
  // fit on one of its days is left out of the whole week row and counted on each of its days: a
  // bar cut around "+N more" looked as if its event began or ended a day off.
  type Placed = (typeof lanes)[number];
  const covers = (e: Placed, day: number) => e.start <= day && day <= e.end;
  const hidden = new Set(lanes.filter((e) => e.lane >= maxLanes));
  let limit: number[];
  for (;;) {
    limit = week.map((_, day) =>
      [...hidden].some((e) => covers(e, day)) ? maxLanes - 1 : maxLanes,
    );
    const cut = lanes.filter(
      (e) => !hidden.has(e) && week.some((_, day) => covers(e, day) && e.lane >= limit[day]!),
    );
    if (cut.length === 0) break;
    for (const e of cut) hidden.add(e);
  }
  const more = week.map((_, day) => [...hidden].filter((e) => covers(e, day)).length);

  const bars: WeekBar<T>[] = lanes
    .filter((entry) => !hidden.has(entry))
    .map((entry) => ({
      item: entry.span.item,
      lane: entry.lane,
      start: entry.start,
      span: entry.end - entry.start + 1,
      continuesBefore: entry.span.from < first,
      continuesAfter: entry.span.to > last,
    }));
  return { bars, more, laneCount: laneEnds.length };
}
