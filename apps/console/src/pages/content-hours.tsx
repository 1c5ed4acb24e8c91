import type { EditableException, EditableZone } from '@atrium/domain/contract/opening-hours';
import { LOCALES, type Locale } from '@atrium/domain/locales';
import { DEFAULT_ZONE, WEEKDAYS, type Weekday } from '@atrium/domain/opening-hours';
import { Button } from '@atrium/ui/button';
import { Checkbox } from '@atrium/ui/checkbox';
import { setServerErrors } from '@atrium/ui/form-errors';
import { TextField, useFocusFirstInvalid } from '@atrium/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@atrium/ui/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { LANGUAGE_LABELS, langOf } from '../lib/languages';
import { markedFields, refusal } from '../lib/save';
import { EditorForm } from '../components/editor-form';
import { SaveBar, useSaveNotice } from '../components/notice';
import { api } from '../api';
import { Loaded } from '../components/states';

/**
 * Opening hours in the Content area (owners and the `content` role): every zone of the mall (its
 * main hours and e.g. the hypermarket, restaurants, parking) with its name in four languages, its
 * week and its exceptions (holidays, stocktaking, late opening), saved together
 * (`PUT /v1/admin/opening-hours`): the site shows them as soon as the API has sent
 * `content.updated`.
 */

type Values = { opening_hours: EditableZone[] };
type Hours = { open: string; close: string };

const DEFAULT_HOURS: Hours = { open: '09:00', close: '21:00' };

function readHours(signal?: AbortSignal) {
  return api().get('/v1/admin/opening-hours', undefined, { signal });
}

async function saveHours(values: Values) {
  return (await api().put('/v1/admin/opening-hours', values)).data;
}

/** Names left empty are not sent (the site falls back to another language). */
function withoutEmptyNames(values: Values): Values {
  const names = (name: EditableZone['name']) =>
    Object.fromEntries(Object.entries(name).filter(([, text]) => text?.trim()));
  return {
    opening_hours: values.opening_hours.map((zone) => ({
      ...zone,
      name: names(zone.name),
      exceptions: zone.exceptions.map((exception) => ({
        ...exception,
        name: names(exception.name),
      })),
    })),
  };
}

/** The zone a field of the form belongs to (`opening_hours[2]…` → 2). */
const zoneOf = (name: string) => Number(/^opening_hours\[(\d+)\]/.exec(name)?.[1] ?? 0);

/** A new zone's key: `zone-2`, `zone-3`, … (the site shows its name, never the key). */
function newZoneKey(zones: EditableZone[]): string {
  const taken = new Set(zones.map((zone) => zone.zone));
  let n = zones.length + 1;
  while (taken.has(`zone-${n}`)) n += 1;
  return `zone-${n}`;
}

function zoneLabel(zone: EditableZone, language: string, main: string): string {
  if (zone.zone === DEFAULT_ZONE) return main;
  const locale = (language === 'cs' ? 'cz' : language) as Locale;
  return zone.name[locale] || Object.values(zone.name).find(Boolean) || zone.zone;
}

export function OpeningHoursPanel() {
  const hours = useQuery({
    queryKey: ['content', 'opening-hours'],
    queryFn: ({ signal }) => readHours(signal),
  });
  return <Loaded query={hours}>{(data) => <OpeningHoursForm stored={data} />}</Loaded>;
}

function OpeningHoursForm({ stored }: { stored: Values }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(0);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const { notice, setNotice, saved, refused, failed, invalid } = useSaveNotice(focusFirstInvalid);
  /** The zone of the first marked field is shown before that field takes focus. */
  const showZoneOf = (names: string[]) => {
    const first = names[0];
    if (first !== undefined) setActive(zoneOf(first));
  };

  const form = useHoursForm(stored, {
    messages: {
      name: t`Give the zone a name in at least one language.`,
      time: t`Enter a time.`,
      same: t`Closing must differ from opening.`,
      date: t`Enter a date.`,
      twice: t`This date is listed already.`,
    },
    onSaved: (hours) => {
      queryClient.setQueryData(['content', 'opening-hours'], hours);
      saved(t`Saved. The site shows the new hours.`);
    },
    onRefused: (marked, unplaced, message) => {
      showZoneOf(marked);
      refused(unplaced, message);
    },
    onFailed: failed,
    onInvalid: (marked) => {
      showZoneOf(marked);
      invalid();
    },
  });
  const zones = useStore(form.store, (s) => s.values.opening_hours);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const shown = Math.min(active, zones.length - 1);

  const addZone = () => {
    form.pushFieldValue('opening_hours', {
      zone: newZoneKey(zones),
      name: {},
      status: 'open',
      days: Object.fromEntries(
        WEEKDAYS.map((day) => [day, { ...DEFAULT_HOURS }]),
      ) as EditableZone['days'],
      exceptions: [],
    });
    setActive(zones.length);
  };

  return (
    <EditorForm
      ref={ref}
      className="console-hours"
      form={form}
      onSubmitStart={() => setNotice(null)}
      testId="opening-hours-form"
      title={<Trans>Opening hours</Trans>}
      action={{ label: <Trans>Add a zone</Trans>, onClick: addZone }}
    >
      <p className="console-muted">
        <Trans>
          Times are the mall's local time. A closing time before the opening time runs past
          midnight; 24:00 closes at midnight.
        </Trans>
      </p>
      <Tabs value={String(shown)} onValueChange={(value) => setActive(Number(value))}>
        <TabsList aria-label={t`Zones`}>
          {zones.map((zone, index) => (
            <TabsTrigger key={zone.zone} value={String(index)}>
              {zoneLabel(zone, i18n.locale, t`Main hours`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {zones.map((zone, index) => (
          <TabsContent key={zone.zone} value={String(index)} forceMount hidden={shown !== index}>
            <ZoneEditor
              form={form}
              index={index}
              isMain={zone.zone === DEFAULT_ZONE}
              onRemove={() => {
                void form.removeFieldValue('opening_hours', index);
                setActive(0);
              }}
            />
          </TabsContent>
        ))}
      </Tabs>
      {/* Kept in view: the exceptions of a year make the form long. */}
      <SaveBar submitting={submitting} notice={notice} testId="hours-notice" />
    </EditorForm>
  );
}

/**
 * The form of every zone: checked in the browser first (`checkHours`), then saved whole; the API's
 * 422 lands on the fields (its paths, `opening_hours.0.days.monday.open`, are the form's names
 * with brackets).
 */
function useHoursForm(
  stored: Values,
  handlers: {
    messages: CheckMessages;
    onSaved: (saved: Values) => void;
    /** `marked`: the fields now showing the API's message; `unplaced`: paths without a field. */
    onRefused: (marked: string[], unplaced: string[], message: string) => void;
    onFailed: (error: unknown) => void;
    onInvalid: (marked: string[]) => void;
  },
) {
  return useForm({
    defaultValues: stored,
    validators: {
      onSubmit: ({ value }) => markedFields(checkHours(value, handlers.messages)),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await saveHours(withoutEmptyNames(value));
        formApi.reset(saved);
        handlers.onSaved(saved);
      } catch (error) {
        const rejection = refusal(error);
        if (!rejection) {
          handlers.onFailed(error);
          return;
        }
        const unplaced = setServerErrors(formApi, rejection.fields);
        const marked = Object.keys(rejection.fields).filter((name) => !unplaced.includes(name));
        handlers.onRefused(marked, unplaced, rejection.message);
      }
    },
    onSubmitInvalid: ({ formApi }) =>
      handlers.onInvalid(
        Object.entries(formApi.state.fieldMeta)
          .filter(([, meta]) => (meta?.errors.length ?? 0) > 0)
          .map(([name]) => name),
      ),
  });
}

type HoursForm = ReturnType<typeof useHoursForm>;

/** Translated messages of the checks the browser makes before sending. */
type CheckMessages = Record<'name' | 'time' | 'same' | 'date' | 'twice', string>;

/**
 * What can be told before sending, with messages in the console's language (the API checks all of
 * it again, and more): a named zone, times on open days, different opening and closing times,
 * each exception's date given once.
 */
export function checkHours({ opening_hours: zones }: Values, messages: CheckMessages) {
  const fields: Record<string, string> = {};
  const checkTimes = (prefix: string, hours: Hours) => {
    if (!hours.open) fields[`${prefix}.open`] = messages.time;
    if (!hours.close) fields[`${prefix}.close`] = messages.time;
    else if (hours.open === hours.close) fields[`${prefix}.close`] = messages.same;
  };
  zones.forEach((zone, z) => {
    const at = `opening_hours[${z}]`;
    if (zone.zone !== DEFAULT_ZONE && !Object.values(zone.name).some((name) => name?.trim())) {
      fields[`${at}.name.en`] = messages.name;
    }
    for (const day of WEEKDAYS) {
      const hours = zone.days[day];
      if (hours) checkTimes(`${at}.days.${day}`, hours);
    }
    const dates = new Set<string>();
    zone.exceptions.forEach((exception, e) => {
      const prefix = `${at}.exceptions[${e}]`;
      if (!exception.date) fields[`${prefix}.date`] = messages.date;
      else if (dates.has(exception.date)) fields[`${prefix}.date`] = messages.twice;
      dates.add(exception.date);
      if (exception.hours) checkTimes(`${prefix}.hours`, exception.hours);
    });
  });
  return fields;
}

function ZoneEditor({
  form,
  index,
  isMain,
  onRemove,
}: {
  form: HoursForm;
  index: number;
  isMain: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const at = `opening_hours[${index}]` as const;
  const exceptions = useStore(form.store, (s) => s.values.opening_hours[index]?.exceptions ?? []);
  const [showPast, setShowPast] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const past = exceptions.filter((exception) => exception.date && exception.date < today).length;
  const weekday = (day: Weekday) =>
    new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12)),
    );

  return (
    <div className="console-hours-zone">
      <fieldset className="console-content-fieldset">
        <legend>
          <Trans>Name on the site</Trans>
        </legend>
        <div className="console-form-row">
          {LOCALES.map((locale) => (
            <form.Field key={locale} name={`${at}.name.${locale}`}>
              {(field) => (
                <TextField
                  field={field}
                  label={LANGUAGE_LABELS[locale]}
                  maxLength={80}
                  lang={langOf(locale)}
                />
              )}
            </form.Field>
          ))}
        </div>
        <form.Field name={`${at}.status`}>
          {(field) => (
            <Checkbox
              label={<Trans>Closed until further notice</Trans>}
              checked={field.state.value === 'closed'}
              onCheckedChange={(checked) =>
                field.handleChange(checked === true ? 'closed' : 'open')
              }
            />
          )}
        </form.Field>
      </fieldset>

      <fieldset className="console-content-fieldset">
        <legend>
          <Trans>Every week</Trans>
        </legend>
        <div className="console-hours-week">
          {WEEKDAYS.map((day) => (
            <form.Field key={day} name={`${at}.days.${day}`}>
              {(dayField) => {
                const open = dayField.state.value !== null;
                const name = weekday(day);
                return (
                  <div className="console-hours-row" data-day={day}>
                    <Checkbox
                      label={name}
                      checked={open}
                      onCheckedChange={(checked) =>
                        dayField.handleChange(checked === true ? { ...DEFAULT_HOURS } : null)
                      }
                    />
                    {open ? (
                      <TimeRange form={form} prefix={`${at}.days.${day}`} name={name} />
                    ) : (
                      <span className="console-muted">
                        <Trans>Closed</Trans>
                      </span>
                    )}
                  </div>
                );
              }}
            </form.Field>
          ))}
        </div>
      </fieldset>

      <fieldset className="console-content-fieldset">
        <legend>
          <Trans>Holidays and other dates</Trans>
        </legend>
        <p className="console-muted">
          <Trans>A date listed here replaces the week's hours for that day.</Trans>
        </p>
        {past > 0 && (
          <Button type="button" variant="ghost" size="sm" onClick={() => setShowPast((v) => !v)}>
            {showPast ? <Trans>Hide past dates</Trans> : <Trans>Show past dates ({past})</Trans>}
          </Button>
        )}
        <ul className="console-hours-exceptions" data-testid="hours-exceptions">
          {exceptions.map((exception, e) =>
            !showPast && exception.date && exception.date < today ? null : (
              <li key={e}>
                <ExceptionEditor
                  form={form}
                  prefix={`${at}.exceptions[${e}]`}
                  exception={exception}
                  onRemove={() => void form.removeFieldValue(`${at}.exceptions`, e)}
                />
              </li>
            ),
          )}
        </ul>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() =>
            form.pushFieldValue(`${at}.exceptions`, { date: '', hours: null, name: {} })
          }
        >
          <Trans>Add a date</Trans>
        </Button>
      </fieldset>

      {!isMain && (
        <div className="console-actions">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trans>Remove this zone</Trans>
          </Button>
          <span className="console-muted">{t`It goes from the site when you save.`}</span>
        </div>
      )}
    </div>
  );
}

/** "Opens" and "Closes" of one day, labelled with the day for screen readers. */
function TimeRange({ form, prefix, name }: { form: HoursForm; prefix: string; name: string }) {
  const { t } = useLingui();
  return (
    <div className="console-hours-times">
      <form.Field name={`${prefix}.open` as `opening_hours[0].days.monday.open`}>
        {(field) => (
          <TextField field={field} type="time" label={t`${name}: opens`} hideLabel required />
        )}
      </form.Field>
      <span aria-hidden="true">–</span>
      <form.Field name={`${prefix}.close` as `opening_hours[0].days.monday.close`}>
        {(field) => (
          <TextField field={field} type="time" label={t`${name}: closes`} hideLabel required />
        )}
      </form.Field>
    </div>
  );
}

function ExceptionEditor({
  form,
  prefix,
  exception,
  onRemove,
}: {
  form: HoursForm;
  prefix: string;
  exception: EditableException;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const field = (key: string) => `${prefix}.${key}` as `opening_hours[0].exceptions[0].date`;
  const day = exception.date || t`New date`;
  // A new date opens its names; the year's holidays show theirs in one line until opened.
  const [initiallyOpen] = useState(!exception.date);
  const locale = (i18n.locale === 'cs' ? 'cz' : i18n.locale) as Locale;
  const named = exception.name[locale] || Object.values(exception.name).find(Boolean);
  return (
    <div className="console-hours-exception" data-date={exception.date}>
      <div className="console-form-row">
        <form.Field name={field('date')}>
          {(dateField) => (
            <TextField field={dateField} type="date" label={<Trans>Date</Trans>} required />
          )}
        </form.Field>
        <form.Field name={field('hours') as `opening_hours[0].exceptions[0].hours`}>
          {(hoursField) => (
            <div className="console-hours-row">
              <Checkbox
                label={<Trans>Open</Trans>}
                checked={hoursField.state.value !== null}
                onCheckedChange={(checked) =>
                  hoursField.handleChange(checked === true ? { ...DEFAULT_HOURS } : null)
                }
              />
              {hoursField.state.value !== null ? (
                <TimeRange form={form} prefix={field('hours')} name={day} />
              ) : (
                <span className="console-muted">
                  <Trans>Closed all day</Trans>
                </span>
              )}
            </div>
          )}
        </form.Field>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trans>Remove</Trans>
        </Button>
      </div>
      <details className="console-hours-names" open={initiallyOpen}>
        <summary>
          {named ? <Trans>Name: {named}</Trans> : <Trans>Name (shown on the site)</Trans>}
        </summary>
        <div className="console-form-row">
          {LOCALES.map((locale) => (
            <form.Field key={locale} name={field(`name.${locale}`)}>
              {(nameField) => (
                <TextField
                  field={nameField}
                  label={t`Name (${LANGUAGE_LABELS[locale]})`}
                  maxLength={80}
                  lang={langOf(locale)}
                />
              )}
            </form.Field>
          ))}
        </div>
      </details>
    </div>
  );
}
