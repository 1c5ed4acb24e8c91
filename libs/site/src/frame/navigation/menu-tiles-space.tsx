/**
 * The place of MenuTiles while their chunk loads on a page the browser renders itself: one empty
 * tile per name of the list, so nothing below moves when they arrive. (A server-rendered page
 * keeps the server's tiles until they hydrate.)
 */
export function MenuTilesSpace({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <div className="menu-tiles" aria-hidden="true">
      <ul role="list">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <span className="menu-tiles__link" />
          </li>
        ))}
      </ul>
    </div>
  );
}
