import { iconFrame, type IconProps } from './svg-icon';

export const ResetIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M4 12a8 8 0 108-8H8M8 1L5 4l3 3" />
  </svg>
);
