// SPEC §5, §9: a recipe photo is cropped to 16:9 around its centre, then drawn at 1920x1080.
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../../contract/constants';

export interface Rect { x: number; y: number; width: number; height: number }

/** The centred 16:9 part of a width x height picture (the whole of it when it is already 16:9). */
export function cropRect(width: number, height: number): Rect {
  const target = IMAGE_WIDTH / IMAGE_HEIGHT;
  if (width / height > target) {
    const cropped = height * target;
    return { x: (width - cropped) / 2, y: 0, width: cropped, height };
  }
  const cropped = width / target;
  return { x: 0, y: (height - cropped) / 2, width, height: cropped };
}
