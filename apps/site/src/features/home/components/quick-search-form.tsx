import {
  DEFAULT_LANGUAGE,
  itemLabel,
  LANGUAGE_PARAM,
  lookingFor,
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  paths,
  religions,
} from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '@matri/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import classes from './quick-search-form.module.css';

const DEFAULT_AGE_FROM = '21';
const DEFAULT_AGE_TO = '30';
const ages = Array.from({ length: MAX_SEARCH_AGE - MIN_SEARCH_AGE + 1 }, (_, i) => String(MIN_SEARCH_AGE + i));

function Field({ label, wide, children }: { label: string; wide?: boolean; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={wide ? `${classes.field} ${classes.wide}` : classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * A plain GET form to /search, so it works before (or without) JavaScript, with the browser's own selects, which
 * are also the easiest to use on a phone. /search is a member page: visitors pass through log in, which brings them
 * back to these filters. The member area has no /hi addresses, so the Hindi page names its language in the query.
 */
export function QuickSearchForm() {
  const [ageFrom, setAgeFrom] = useState(DEFAULT_AGE_FROM);
  const [ageTo, setAgeTo] = useState(DEFAULT_AGE_TO);
  const ageFromSelect = useRef<HTMLSelectElement>(null);
  const ageToSelect = useRef<HTMLSelectElement>(null);
  // The selects keep what they show (uncontrolled): ages chosen before this island hydrated stay chosen, and are
  // checked from the moment it has.
  useEffect(() => {
    if (ageFromSelect.current) setAgeFrom(ageFromSelect.current.value);
    if (ageToSelect.current) setAgeTo(ageToSelect.current.value);
  }, []);
  const isRangeValid = Number(ageFrom) <= Number(ageTo);
  const language = useLanguage();
  const { t } = useLingui();
  return (
    <form action={paths.search.path} method="get" className={classes.form} aria-label={t`Quick search`}>
      {language !== DEFAULT_LANGUAGE && <input type="hidden" name={LANGUAGE_PARAM} value={language} />}
      <Field label={t`I'm looking for a`} wide>
        {(id) => (
          <select id={id} name="lookingFor" defaultValue="bride" className={classes.select}>
            {lookingFor.map((o) => (
              <option key={o.value} value={o.value}>
                {itemLabel(o, language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Age from`}>
        {(id) => (
          <select
            id={id}
            name="ageFrom"
            ref={ageFromSelect}
            defaultValue={DEFAULT_AGE_FROM}
            onChange={(event) => setAgeFrom(event.currentTarget.value)}
            className={classes.select}
          >
            {ages.map((age) => (
              <option key={age}>{age}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Age to`}>
        {(id) => (
          <select
            id={id}
            name="ageTo"
            ref={ageToSelect}
            defaultValue={DEFAULT_AGE_TO}
            onChange={(event) => setAgeTo(event.currentTarget.value)}
            className={classes.select}
            aria-invalid={!isRangeValid}
            aria-describedby={isRangeValid ? undefined : `${id}-error`}
          >
            {ages.map((age) => (
              <option key={age}>{age}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Religion`} wide>
        {(id) => (
          <select id={id} name="religion" defaultValue="" className={classes.select}>
            <option value="">{t`Any religion`}</option>
            {religions.map((o) => (
              <option key={o.value} value={o.value}>
                {itemLabel(o, language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {!isRangeValid && (
        <p role="alert" className={`${classes.error} ${classes.wide}`}>
          <Trans>Age to must not be less than age from</Trans>
        </p>
      )}
      <button type="submit" disabled={!isRangeValid} className={`${classes.submit} ${classes.wide}`}>
        <Trans>Search profiles</Trans>
      </button>
    </form>
  );
}
