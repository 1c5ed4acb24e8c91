import { iconFrame, type IconProps } from './svg-icon';

export const PauseIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M8 5v14M16 5v14" />
  </svg>
);
