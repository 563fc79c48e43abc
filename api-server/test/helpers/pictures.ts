// Pictures the tests send: a real 1×1 PNG as a data: URL, and a path as the uploads name them.
export const PNG_DATA_URL = `data:image/png;base64,${Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
).toString('base64')}`;

/** A picture path as the uploads make them. */
export const PICTURE = '/uploads/0123456789abcdef0123456789abcdef.png';
