import { useBrand } from '@matri/ui';
import { Island } from '../../../lazy/island';
import classes from './hero.module.css';
import { Trans } from '@lingui/react/macro';

export function Hero() {
  const brandName = useBrand().name;
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      {/* Plain elements: the page's largest content paints from the HTML and CSS alone. */}
      <div className={classes.inner}>
        <div>
          <h1 id="hero-title" className={classes.title}>
            <Trans>Find your life partner, with your family beside you</Trans>
          </h1>
          <p className={classes.lead}>
            <Trans>
              {brandName} brings together Hindu, Muslim, Sikh and Christian brides and grooms from across India and the
              world. Badges that say what was checked (mobile, e-mail, ID, photo), privacy you control, and a simple way
              to connect.
            </Trans>
          </p>
        </div>
        {/* A plain GET form that works as served; its island checks the age range once the visitor starts. */}
        <Island name="quick-search-form" when="interaction" />
      </div>
    </section>
  );
}
