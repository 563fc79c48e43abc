import { IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR, MAX_IMAGE_BYTES, imageFileProblem, readAsDataUrl } from './image-file';

function fileOf(type: string, bytes: number, name = 'picture'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('imageFileProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('accepts %s up to 2 MB', (type) => {
    expect(imageFileProblem(fileOf(type, MAX_IMAGE_BYTES))).toBeNull();
  });

  it('refuses other types with a Japanese message naming the allowed ones', () => {
    expect(imageFileProblem(fileOf('application/pdf', 10))).toBe(IMAGE_TYPE_ERROR);
    expect(imageFileProblem(fileOf('image/gif', 10))).toBe(IMAGE_TYPE_ERROR);
  });

  it('refuses a picture one byte over 2 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(2 * 1024 * 1024);
    expect(imageFileProblem(fileOf('image/png', MAX_IMAGE_BYTES + 1))).toBe(IMAGE_SIZE_ERROR);
  });
});

describe('readAsDataUrl', () => {
  it('reads the file as a base64 data: URL with its type', async () => {
    const file = new File(['abc'], 'a.png', { type: 'image/png' });
    await expect(readAsDataUrl(file)).resolves.toBe(`data:image/png;base64,${btoa('abc')}`);
  });
});
