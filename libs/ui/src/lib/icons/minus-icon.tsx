import { iconFrame, type IconProps } from './svg-icon';

export const MinusIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M5 12h14" />
  </svg>
);
