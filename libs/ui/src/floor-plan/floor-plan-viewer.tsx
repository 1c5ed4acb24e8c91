import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { MinusIcon } from '../lib/icons/minus-icon';
import { PlusIcon } from '../lib/icons/plus-icon';
import { ResetIcon } from '../lib/icons/reset-icon';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs/tabs';
import styles from './floor-plan-viewer.module.css';

/** A shop's rectangle on a floor (GET /v1/floorplans `areas`, joined with the shop's name). */
export type FloorPlanArea = {
  /** The company id (what `highlightedId` and `onSelect` speak). */
  id: string | number;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
};

/** One floor (GET /v1/floorplans item, title picked for the language). */
export type FloorPlanFloor = {
  id: string | number;
  level: number;
  title: string;
  /** The floor's SVG drawing (URL). */
  image: string;
  width: number;
  height: number;
  areas: readonly FloorPlanArea[];
};

export type FloorPlanViewerProps = {
  floors: readonly FloorPlanFloor[];
  /** Controlled floor; else the floor of `highlightedId`, else `defaultFloorId`, else the first. */
  floorId?: string | number;
  defaultFloorId?: string | number;
  onFloorChange?: (floorId: string | number) => void;
  /** A shop to highlight and centre (e.g. from `/floorplan/:id?shop=…`). */
  highlightedId?: string | number;
  /** Called when a shop is picked (click, Enter/Space, or the list). */
  onSelect?: (area: FloorPlanArea, floor: FloorPlanFloor) => void;
  /** `show_floor_titles_on_desktop`: floor titles on the tabs from 800 px (else the level). */
  showFloorTitles?: boolean;
  /** Show the list of shops under the plan (always in the accessibility tree). Default true. */
  showList?: boolean;
  label?: string;
  className?: string;
};

/** A floor as GET /v1/floorplans sends it (structural, so the UI needs no API-client types). */
export type ApiFloorPlan = {
  id: string | number;
  level: number;
  image: string;
  width: number;
  height: number;
  areas: readonly {
    company_id: string | number;
    x: number;
    y: number;
    width: number;
    height: number;
  }[];
  translations?: readonly { locale: string; title?: string | null }[];
};

/**
 * GET /v1/floorplans → viewer floors: the title in `locale` (else cz, else "level"), areas named
 * by `shopName(company_id)`; areas without a known shop are dropped. Sorted by level.
 */
export function floorsFromApi(
  floors: readonly ApiFloorPlan[],
  shopName: (companyId: string | number) => string | undefined,
  locale: string,
): FloorPlanFloor[] {
  return [...floors]
    .sort((a, b) => a.level - b.level)
    .map((floor) => {
      const title =
        floor.translations?.find((t) => t.locale === locale)?.title ||
        floor.translations?.find((t) => t.locale === 'cz')?.title ||
        String(floor.level);
      const areas = floor.areas.flatMap((area) => {
        const name = shopName(area.company_id);
        return name
          ? [
              {
                id: area.company_id,
                name,
                x: area.x,
                y: area.y,
                width: area.width,
                height: area.height,
              },
            ]
          : [];
      });
      return {
        id: floor.id,
        level: floor.level,
        title,
        image: floor.image,
        width: floor.width,
        height: floor.height,
        areas,
      };
    });
}

const MIN_SCALE = 1;
const MAX_SCALE = 4;
const KEY_PAN = 0.1;

type View = { scale: number; cx: number; cy: number };

function clampView(view: View, floor: FloorPlanFloor): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale));
  const halfW = floor.width / scale / 2;
  const halfH = floor.height / scale / 2;
  return {
    scale,
    cx: Math.min(floor.width - halfW, Math.max(halfW, view.cx)),
    cy: Math.min(floor.height - halfH, Math.max(halfH, view.cy)),
  };
}

function initialView(floor: FloorPlanFloor, highlighted?: FloorPlanArea): View {
  if (!highlighted) return { scale: 1, cx: floor.width / 2, cy: floor.height / 2 };
  return clampView(
    {
      scale: 2,
      cx: highlighted.x + highlighted.width / 2,
      cy: highlighted.y + highlighted.height / 2,
    },
    floor,
  );
}

/** Floor tabs and one plan at a time. Default export so pages can `React.lazy` it. */
export function FloorPlanViewer({
  floors,
  floorId,
  defaultFloorId,
  onFloorChange,
  highlightedId,
  onSelect,
  showFloorTitles = false,
  showList = true,
  label,
  className,
}: FloorPlanViewerProps) {
  const { t } = useLingui();
  const highlightFloor = floors.find((f) =>
    f.areas.some((a) => String(a.id) === String(highlightedId)),
  );
  const [innerFloor, setInnerFloor] = useState<string>(() =>
    String(highlightFloor?.id ?? defaultFloorId ?? floors[0]?.id ?? ''),
  );
  const current = String(floorId ?? innerFloor);
  if (!floors.length) {
    return <p className={cn(styles.empty, className)}>{t`No floor plan is available.`}</p>;
  }
  return (
    <Tabs
      value={current}
      onValueChange={(value) => {
        setInnerFloor(value);
        const floor = floors.find((f) => String(f.id) === value);
        if (floor) onFloorChange?.(floor.id);
      }}
      className={cn(styles.viewer, showFloorTitles && styles.withTitles, className)}
    >
      <TabsList aria-label={label ?? t`Floors`} className={styles.tabs}>
        {floors.map((floor) => (
          <TabsTrigger key={floor.id} value={String(floor.id)} className={styles.tab}>
            <span className={styles.level} aria-hidden="true">
              {floor.level}
            </span>
            <span className={styles.floorTitle}>{floor.title}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {floors.map((floor) => (
        <TabsContent key={floor.id} value={String(floor.id)} className={styles.panel}>
          <FloorPlan
            floor={floor}
            highlightedId={highlightedId}
            onSelect={onSelect}
            showList={showList}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

export default FloorPlanViewer;

export type FloorPlanProps = {
  floor: FloorPlanFloor;
  highlightedId?: string | number;
  onSelect?: (area: FloorPlanArea, floor: FloorPlanFloor) => void;
  showList?: boolean;
};

/** One floor: zoom (buttons, wheel, pinch, +/−), pan (drag, arrows), focusable shops, list. */
export function FloorPlan({ floor, highlightedId, onSelect, showList = true }: FloorPlanProps) {
  const { t, i18n } = useLingui();
  const highlighted = floor.areas.find((a) => String(a.id) === String(highlightedId));
  const [view, setView] = useState<View>(() => initialView(floor, highlighted));
  const [failed, setFailed] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(false);

  useEffect(() => {
    setView(initialView(floor, highlighted));
    // Re-centre when the highlighted shop or the floor changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [floor.id, highlighted?.id]);

  const update = useCallback(
    (fn: (v: View) => View) => setView((v) => clampView(fn(v), floor)),
    [floor],
  );

  /** SVG units per CSS pixel at the current zoom. */
  const unitsPerPixel = useCallback(
    (scale: number) => {
      const w = svgRef.current?.clientWidth || floor.width;
      return floor.width / scale / w;
    },
    [floor.width],
  );

  const zoomBy = useCallback(
    (factor: number, around?: { x: number; y: number }) =>
      update((v) => {
        const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
        if (!around) return { ...v, scale };
        // Keep the point under the cursor where it is.
        const k = v.scale / scale;
        return {
          scale,
          cx: around.x + (v.cx - around.x) * k,
          cy: around.y + (v.cy - around.y) * k,
        };
      }),
    [update],
  );

  const toSvgPoint = useCallback(
    (clientX: number, clientY: number, v: View) => {
      const rect = svgRef.current!.getBoundingClientRect();
      const upp = unitsPerPixel(v.scale);
      return {
        x: v.cx + (clientX - rect.left - rect.width / 2) * upp,
        y: v.cy + (clientY - rect.top - rect.height / 2) * upp,
      };
    },
    [unitsPerPixel],
  );

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  const viewRef = useRef(view);
  viewRef.current = view;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoomBy(e.deltaY < 0 ? 1.2 : 1 / 1.2, toSvgPoint(e.clientX, e.clientY, viewRef.current));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [zoomBy, toSvgPoint]);

  const onPointerDown = (e: React.PointerEvent<SVGSVGElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    dragged.current = false;
  };
  const onPointerMove = (e: React.PointerEvent<SVGSVGElement>) => {
    const previous = pointers.current.get(e.pointerId);
    if (!previous) return;
    const others = [...pointers.current.entries()].filter(([id]) => id !== e.pointerId);
    const next = { x: e.clientX, y: e.clientY };
    if (others.length === 1) {
      // Pinch: the distance between two fingers scales the view.
      const other = others[0]![1];
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(next.x - other.x, next.y - other.y);
      if (before > 0) zoomBy(after / before);
      dragged.current = true;
    } else if (others.length === 0) {
      const dx = next.x - previous.x;
      const dy = next.y - previous.y;
      if (!dragged.current && Math.hypot(dx, dy) < 3) return;
      if (!dragged.current) e.currentTarget.setPointerCapture?.(e.pointerId);
      dragged.current = true;
      update((v) => {
        const upp = unitsPerPixel(v.scale);
        return { ...v, cx: v.cx - dx * upp, cy: v.cy - dy * upp };
      });
    }
    pointers.current.set(e.pointerId, next);
  };
  const onPointerEnd = (e: React.PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
  };

  const onKeyDown = (e: React.KeyboardEvent<SVGSVGElement>) => {
    const step = (floor.width / view.scale) * KEY_PAN;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (move && e.target === e.currentTarget) {
      e.preventDefault();
      update((v) => ({ ...v, cx: v.cx + move[0], cy: v.cy + move[1] }));
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomBy(1.5);
    } else if (e.key === '-') {
      e.preventDefault();
      zoomBy(1 / 1.5);
    }
  };

  const w = floor.width / view.scale;
  const h = floor.height / view.scale;
  const viewBox = `${view.cx - w / 2} ${view.cy - h / 2} ${w} ${h}`;
  const select = (area: FloorPlanArea) => onSelect?.(area, floor);
  // In the page's language: Czech and Slovak sort `Š` after every `S` (`Sport`, then `Šperky`).
  const sorted = useMemo(() => {
    const { compare } = new Intl.Collator(i18n.locale);
    return [...floor.areas].sort((a, b) => compare(a.name, b.name));
  }, [floor.areas, i18n.locale]);
  const listId = `${useId()}-shops`;
  const floorTitle = floor.title;

  return (
    <div className={styles.floor}>
      <div className={styles.stage}>
        <svg
          ref={svgRef}
          className={styles.svg}
          viewBox={viewBox}
          preserveAspectRatio="xMidYMid meet"
          style={{ aspectRatio: `${floor.width} / ${floor.height}` }}
          role="group"
          aria-roledescription={t`map`}
          aria-label={t`Floor plan: ${floorTitle}`}
          aria-describedby={showList ? listId : undefined}
          tabIndex={0}
          data-scale={view.scale.toFixed(2)}
          data-center={`${Math.round(view.cx)},${Math.round(view.cy)}`}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onClickCapture={(e) => {
            // A drag ends with a click; it must not pick the shop under the pointer.
            if (dragged.current) {
              e.stopPropagation();
              dragged.current = false;
            }
          }}
        >
          <image
            href={floor.image}
            x={0}
            y={0}
            width={floor.width}
            height={floor.height}
            onError={() => setFailed(true)}
          />
          {floor.areas.map((area) => {
            const on = String(area.id) === String(highlightedId);
            return (
              <g
                key={area.id}
                role="button"
                tabIndex={0}
                aria-label={area.name}
                aria-current={on ? 'location' : undefined}
                className={cn(styles.area, on && styles.highlighted)}
                data-id={area.id}
                onClick={() => select(area)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    select(area);
                  }
                }}
              >
                <rect x={area.x} y={area.y} width={area.width} height={area.height} rx={6} />
              </g>
            );
          })}
        </svg>
        <div className={styles.zoom}>
          <button
            type="button"
            className={styles.zoomButton}
            onClick={() => zoomBy(1.5)}
            disabled={view.scale >= MAX_SCALE}
            aria-label={t`Zoom in`}
          >
            <PlusIcon />
          </button>
          <button
            type="button"
            className={styles.zoomButton}
            onClick={() => zoomBy(1 / 1.5)}
            disabled={view.scale <= MIN_SCALE}
            aria-label={t`Zoom out`}
          >
            <MinusIcon />
          </button>
          <button
            type="button"
            className={styles.zoomButton}
            onClick={() => setView(initialView(floor))}
            aria-label={t`Reset view`}
          >
            <ResetIcon />
          </button>
        </div>
        {failed && (
          <p className={styles.error} role="alert">
            {t`The floor plan could not be loaded. The shops are listed below.`}
          </p>
        )}
      </div>
      <p className={styles.hint}>{t`Drag or use the arrow keys to move, + and − to zoom.`}</p>
      <div id={listId} className={cn(!showList && 'visually-hidden')}>
        <h3 className={styles.listTitle}>{t`Shops on this floor`}</h3>
        {sorted.length ? (
          <ul className={styles.list}>
            {sorted.map((area) => {
              const on = String(area.id) === String(highlightedId);
              return (
                <li key={area.id}>
                  <button
                    type="button"
                    className={cn(styles.listItem, on && styles.listItemOn)}
                    aria-current={on ? 'location' : undefined}
                    tabIndex={showList ? undefined : -1}
                    onClick={() => select(area)}
                  >
                    {area.name}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{t`No shops on this floor.`}</p>
        )}
      </div>
    </div>
  );
}

/** The viewer's shape while floors load. */
export function FloorPlanViewerSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" className={styles.skeleton}>
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
}
