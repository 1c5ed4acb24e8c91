import { iconFrame, type IconProps } from './svg-icon';

export const GlobeIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
  </svg>
);
