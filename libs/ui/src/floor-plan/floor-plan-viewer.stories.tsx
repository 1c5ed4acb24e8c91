import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { BROKEN_IMAGE, LONG_TITLE } from '../lib/story-fixtures';
import {
  floorsFromApi,
  FloorPlanViewer,
  FloorPlanViewerSkeleton,
  type FloorPlanArea,
  type FloorPlanFloor,
} from './floor-plan-viewer';

// Shaped like GET /v1/floorplans (1200×800 drawings, 130×110 units), with shop names joined in.
const names = [
  'Urban Threads',
  'Velvet Lane',
  'Bookworm',
  'Café Aroma',
  'Sport Arena',
  'Glow Beauty',
  'Tech Corner',
  'Toy Planet',
];
function drawing(title: string, areas: FloorPlanArea[]): string {
  const units = areas
    .map(
      (a) =>
        `<rect x="${a.x}" y="${a.y}" width="${a.width}" height="${a.height}" rx="6" fill="#fff" stroke="#1d4ed8" stroke-width="3"/>` +
        `<text x="${a.x + a.width / 2}" y="${a.y + a.height / 2}" font-family="Arial" font-size="14" text-anchor="middle">${a.name}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#f3f4f6"/><rect x="30" y="50" width="1140" height="720" rx="24" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/><text x="600" y="36" font-family="Arial" font-size="24" text-anchor="middle">${title}</text>${units}</svg>`;
  return 'data:image/svg+xml,' + encodeURIComponent(svg);
}
function floor(id: number, level: number, title: string, offset: number): FloorPlanFloor {
  const areas = names.map((name, i) => ({
    id: id * 100 + i,
    name: `${name}${offset ? ` ${level}` : ''}`,
    x: 60 + (i % 4) * 142 + offset,
    y: 80 + Math.floor(i / 4) * 122,
    width: 130,
    height: 110,
  }));
  return { id, level, title, image: drawing(title, areas), width: 1200, height: 800, areas };
}
const floors = [
  floor(1, 0, 'Ground floor', 0),
  floor(2, 1, 'First floor', 400),
  floor(3, 2, 'Second floor', 200),
];

const meta = {
  title: 'Maps/FloorPlanViewer',
  component: FloorPlanViewer,
  args: { floors, onSelect: fn(), onFloorChange: fn() },
} satisfies Meta<typeof FloorPlanViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    await expect(tabs[0]).toHaveAccessibleName('Ground floor');
    const map = canvas.getByRole('group', { name: 'Floor plan: Ground floor' });
    await expect(map).toHaveAttribute('data-scale', '1.00');
    // Zoom with the buttons.
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(map).toHaveAttribute('data-scale', '1.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await expect(map).toHaveAttribute('data-scale', '1.00');
    // Keyboard: + zooms, arrows pan.
    map.focus();
    await userEvent.keyboard('+');
    await expect(map).toHaveAttribute('data-scale', '1.50');
    const before = map.getAttribute('data-center');
    await userEvent.keyboard('{ArrowRight}');
    await expect(map.getAttribute('data-center')).not.toBe(before);
    // Wheel zooms in.
    map.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -100,
        clientX: 100,
        clientY: 100,
        bubbles: true,
        cancelable: true,
      }),
    );
    await waitFor(() => expect(map).toHaveAttribute('data-scale', '1.80'));
    // A shop on the map: Enter picks it.
    const shop = canvas.getAllByRole('button', { name: 'Bookworm' })[0]!;
    shop.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Bookworm' }),
      floors[0],
    );
    // The list fallback picks too.
    const list = canvas.getByRole('heading', { name: 'Shops on this floor' })
      .nextElementSibling as HTMLElement;
    await userEvent.click(list.querySelector('button')!);
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    // Another floor.
    await userEvent.click(tabs[1]!);
    await expect(args.onFloorChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('group', { name: 'Floor plan: First floor' })).toBeVisible();
  },
};

export const Drag: Story = {
  play: async ({ canvas }) => {
    const map = canvas.getByRole('group', { name: 'Floor plan: Ground floor' });
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    const before = map.getAttribute('data-center');
    const box = map.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      {
        keys: '[MouseLeft>]',
        target: map,
        coords: { clientX: box.left + box.width / 2, clientY: y },
      },
      { target: map, coords: { clientX: box.left + box.width / 2 - 40, clientY: y } },
      { target: map, coords: { clientX: box.left + box.width / 2 - 80, clientY: y } },
      {
        keys: '[/MouseLeft]',
        target: map,
        coords: { clientX: box.left + box.width / 2 - 80, clientY: y },
      },
    ]);
    await waitFor(() => expect(map.getAttribute('data-center')).not.toBe(before));
  },
};

export const HighlightedShop: Story = {
  args: { highlightedId: 204 },
  play: async ({ canvas }) => {
    // The highlighted shop's floor opens, zoomed in on it.
    await expect(canvas.getByRole('tab', { name: 'First floor' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const map = canvas.getByRole('group', { name: 'Floor plan: First floor' });
    await expect(map).toHaveAttribute('data-scale', '2.00');
    await expect(canvas.getAllByRole('button', { name: 'Sport Arena 1' })[0]).toHaveAttribute(
      'aria-current',
      'location',
    );
  },
};

export const FloorTitlesOnDesktop: Story = {
  args: { showFloorTitles: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

function Picking() {
  const [picked, setPicked] = useState<string>();
  return (
    <>
      <FloorPlanViewer
        floors={floors}
        onSelect={(a) => setPicked(String(a.id))}
        highlightedId={picked}
      />
      <p>Picked: {picked ?? '–'}</p>
    </>
  );
}
export const PickHighlights: Story = {
  render: () => <Picking />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Velvet Lane' })[0]!);
    await expect(canvas.getByText('Picked: 101')).toBeVisible();
  },
};

export const ListHidden: Story = { args: { showList: false } };
export const LongNames: Story = {
  args: {
    floors: [
      {
        ...floors[0]!,
        title: LONG_TITLE,
        areas: floors[0]!.areas.map((a) => ({ ...a, name: `${a.name} ${LONG_TITLE}` })),
      },
    ],
  },
};
export const ImageError: Story = {
  args: { floors: [{ ...floors[0]!, image: BROKEN_IMAGE }] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded'));
  },
};
export const Empty: Story = {
  args: { floors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No floor plan is available.')).toBeVisible();
  },
};
export const EmptyFloor: Story = { args: { floors: [{ ...floors[0]!, areas: [] }] } };
export const Loading: Story = { render: () => <FloorPlanViewerSkeleton /> };
/** Czech names sort as Czech does: `C` before `Č`, every `S` before `Š`, `Ch` after `H`. */
const czechNames = ['Šperky Klenot', 'Sport Arena', 'Čajovna', 'Cukrárna', 'Chovatel', 'Hračky'];
export const Czech: Story = {
  globals: { language: 'cz' },
  args: {
    floors: [
      {
        ...floors[0]!,
        areas: floors[0]!.areas.slice(0, czechNames.length).map((area, i) => ({
          ...area,
          name: czechNames[i]!,
        })),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Cukrárna',
      'Čajovna',
      'Hračky',
      'Chovatel',
      'Sport Arena',
      'Šperky Klenot',
    ]);
  },
};
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

// Verbatim shape of GET /v1/floorplans (beta tenant), images swapped for inline drawings.
const apiFloors = [
  {
    id: 2,
    level: 1,
    image: floors[1]!.image,
    width: 1200,
    height: 800,
    areas: [
      { x: 60, y: 80, width: 130, height: 110, company_id: 2 },
      { x: 202, y: 80, width: 130, height: 110, company_id: 99 },
    ],
    translations: [
      { title: 'First floor', locale: 'en' },
      { title: 'První patro', locale: 'cz' },
    ],
  },
  {
    id: 1,
    level: 0,
    image: floors[0]!.image,
    width: 1200,
    height: 800,
    areas: [
      { x: 60, y: 80, width: 130, height: 110, company_id: 1 },
      { x: 202, y: 80, width: 130, height: 110, company_id: 4 },
    ],
    translations: [
      { title: 'Ground floor', locale: 'en' },
      { title: 'Přízemí', locale: 'cz' },
    ],
  },
];
const shopNames = new Map<string | number, string>([
  [1, 'Urban Threads'],
  [2, 'Bookworm'],
  [4, 'Velvet Lane'],
]);
export const FromApiData: Story = {
  args: { floors: floorsFromApi(apiFloors, (id) => shopNames.get(id), 'cz') },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['0Přízemí', '1První patro']);
    // Company 99 has no known shop: not drawn.
    await userEvent.click(tabs[1]!);
    await expect(canvas.getAllByRole('button', { name: 'Bookworm' })).toHaveLength(2);
    await expect(
      canvas.getByRole('group', { name: 'Floor plan: První patro' }).querySelectorAll('[data-id]'),
    ).toHaveLength(1);
  },
};
