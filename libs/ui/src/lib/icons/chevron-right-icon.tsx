import { iconFrame, type IconProps } from './svg-icon';

export const ChevronRightIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M9 18l6-6-6-6" />
  </svg>
);
