import { iconFrame, type IconProps } from './svg-icon';

export const AlertIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.5" />
  </svg>
);
