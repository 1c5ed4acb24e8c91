import { DefaultLayout } from '../../layout/default-layout';
import { useMall } from '../../mall/use-mall';
import { TodayHours } from '../../opening-hours/today-hours';

/** Home (spec section 2): served at `/{locale}` and, in the visitor's language, at `/`. */
export function HomePage() {
  const mall = useMall();
  return (
    <DefaultLayout>
      <section className="home-intro">
        <h1>{mall.name}</h1>
        <TodayHours />
      </section>
    </DefaultLayout>
  );
}
