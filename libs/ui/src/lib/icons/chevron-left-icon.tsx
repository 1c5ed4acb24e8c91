import { iconFrame, type IconProps } from './svg-icon';

export const ChevronLeftIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
