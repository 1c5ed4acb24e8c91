import { iconFrame, type IconProps } from './svg-icon';

export const SearchIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);
