import { iconFrame, type IconProps } from './svg-icon';

export const PlusIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
