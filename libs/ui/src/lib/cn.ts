import { clsx, type ClassValue } from 'clsx';

/** Joins class names (falsy values dropped); every component merges the caller's className. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
