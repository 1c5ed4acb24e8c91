import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../button/button';
import { tenantIds, tenantThemes } from './tenant-fixtures';
import { contrastIssues, themeVariables } from './theme';

function Swatch({ name, value, on }: { name: string; value: string; on?: string }) {
  return (
    <div
      style={{
        background: value,
        color: on ?? '#000',
        padding: 8,
        minWidth: 120,
        borderRadius: 'var(--radius-sm)',
        boxShadow: 'inset 0 0 0 1px #0002',
      }}
    >
      <div style={{ fontWeight: 700 }}>{name}</div>
      <code>{value}</code>
    </div>
  );
}

function TenantOverview() {
  return (
    <div className="stack" style={{ ['--stack-gap' as string]: '32px' }}>
      {tenantIds.map((id) => {
        const input = tenantThemes[id];
        const v = themeVariables(input);
        const issues = contrastIssues(input);
        return (
          <section
            key={id}
            aria-labelledby={`t-${id}`}
            style={v as React.CSSProperties}
            className="stack"
          >
            <h2 id={`t-${id}`} style={{ fontFamily: 'var(--font-family)' }}>
              {id}
            </h2>
            <p>
              Font: <code>{input.fontName ?? 'system'}</code> · corners:{' '}
              {input.roundedCorners ? 'rounded' : 'square'} · dividers:{' '}
              {input.hasDividers ? 'yes' : 'no'} · multicolour: {input.multicolor ? 'yes' : 'no'}
            </p>
            <div className="cluster">
              <Swatch name="primary" value={v['--color-primary']!} on={v['--color-on-primary']} />
              <Swatch
                name="secondary"
                value={v['--color-secondary']!}
                on={v['--color-on-secondary']}
              />
              <Swatch name="header" value={v['--header-bg']!} on={v['--header-text']} />
              <Swatch
                name="over-header"
                value={v['--over-header-bg']!}
                on={v['--over-header-text']}
              />
              <Swatch name="footer" value={v['--footer-bg']!} on={v['--footer-text']} />
              <Button>Primary</Button>
              <Button variant="secondary">Accent</Button>
            </div>
            <div data-testid={`issues-${id}`}>
              {issues.length === 0 ? (
                <p>All configured pairs meet WCAG AA.</p>
              ) : (
                <>
                  <p>
                    Configured pairs below AA (replaced automatically with black or white text):
                  </p>
                  <ul>
                    {issues.map((i) => (
                      <li key={i.pair}>
                        {i.pair}: {i.foreground} on {i.background} = {i.ratio}:1 (needs {i.required}
                        :1)
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tenant themes',
  component: TenantOverview,
} satisfies Meta<typeof TenantOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTenants: Story = {
  play: async ({ canvas }) => {
    for (const id of tenantIds)
      await expect(canvas.getByRole('heading', { name: id })).toBeInTheDocument();
  },
};

function Typography() {
  return (
    <div className="stack">
      <h1>Heading 1 — Atrium</h1>
      <h2>Heading 2 — Shops and services</h2>
      <h3>Heading 3 — Café Louvre</h3>
      <p>
        Body text with <a href="#link">a link</a>. Příliš žluťoučký kůň úpěl ďábelské ódy. Größe,
        Straße, Öffnungszeiten.
      </p>
      <p style={{ color: 'var(--color-text-muted)' }}>Muted text for dates and captions.</p>
      <hr className="divider" />
      <p>The line above shows only for tenants with dividers.</p>
    </div>
  );
}

export const Type: StoryObj<typeof Typography> = { render: () => <Typography /> };
