import { cropRect } from './recipeDraftImage';

describe('the 16:9 crop (SPEC §5)', () => {
  it('keeps a 16:9 picture whole', () => {
    expect(cropRect(3840, 2160)).toEqual({ x: 0, y: 0, width: 3840, height: 2160 });
  });
  it('cuts the sides of a wider picture, centred', () => {
    const rect = cropRect(4000, 1000);
    expect(rect.width).toBeCloseTo(1777.78, 2);
    expect(rect.x).toBeCloseTo(1111.11, 2);
    expect(rect.width / rect.height).toBeCloseTo(16 / 9, 10);
    expect(rect).toMatchObject({ y: 0, height: 1000 });
  });
  it('cuts the top and bottom of a taller picture, centred', () => {
    expect(cropRect(1080, 1920)).toEqual({ x: 0, y: (1920 - 607.5) / 2, width: 1080, height: 607.5 });
  });
});
