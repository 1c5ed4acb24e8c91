import { useMall } from '../../mall/use-mall';
import { TodayHours } from '../../opening-hours/today-hours';

/**
 * Home (spec section 2): served at `/{locale}` (in the default layout) and, in the visitor's
 * language, at `/`. The layout comes from the route, not from here.
 */
export function HomePage() {
  const mall = useMall();
  return (
    <section className="home-intro container">
      <h1>{mall.name}</h1>
      <TodayHours />
    </section>
  );
}
