import { iconFrame, type IconProps } from './svg-icon';

export const MenuIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
