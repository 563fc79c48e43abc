import { render } from '@testing-library/react';
import { useState } from 'react';
import { rubyBase, type RubyText as Ruby } from '@hiroba/contract/reading-aids';
import readings from './static-readings.json';
import { withReadings, type StaticReadings } from './with-readings';

const READINGS: StaticReadings = {
  障害福祉について: [['障害福祉', 'しょうがいふくし'], 'について'],
  専門家の登録: [['専門家', 'せんもんか'], 'の', ['登録', 'とうろく']],
};

function Link({ children }: { children: React.ReactNode }) {
  return <a href="/x">{children}</a>;
}

describe('withReadings', () => {
  it('draws each string that has readings as ruby, in elements and in components given text as children', () => {
    const { container } = render(
      <>
        {withReadings(
          <>
            <h2>障害福祉について</h2>
            <p>
              詳しくは<Link>専門家の登録</Link>をご覧ください。
            </p>
          </>,
          READINGS,
        )}
      </>,
    );
    const [heading, link] = [container.querySelector('h2'), container.querySelector('a')];
    expect(heading?.innerHTML).toBe('<ruby>障害福祉<rp>（</rp><rt>しょうがいふくし</rt><rp>）</rp></ruby>について');
    expect(link?.querySelectorAll('rt')).toHaveLength(2);
    expect(link?.textContent).toBe('専門家（せんもんか）の登録（とうろく）');
    // A string without readings stays as it is.
    expect(container.querySelector('p')?.firstChild?.textContent).toBe('詳しくは');
  });

  it("has the readings of the site's name in the generated readings", () => {
    const title = (readings as unknown as StaticReadings)['障害福祉Q&Aひろばについて'];
    expect(title.slice(0, 2)).toEqual([
      ['障害', 'しょうがい'],
      ['福祉', 'ふくし'],
    ]);
    expect(rubyBase(title as Ruby)).toBe('障害福祉Q&Aひろばについて');
  });

  it('keeps a component below in place: its state survives ruby being drawn', () => {
    function Field() {
      const [value, setValue] = useState('書いたこと');
      return <input aria-label="メモ" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    const tree = (
      <div>
        <p>障害福祉について</p>
        <Field />
      </div>
    );
    // As StaticRuby draws it: the children as they are, or the mapped ones.
    const Holder = ({ on }: { on: boolean }) => (on ? withReadings(tree, READINGS) : tree);
    const { container, rerender } = render(<Holder on={false} />);
    const input = container.querySelector('input');
    rerender(<Holder on />);
    expect(container.querySelector('rt')).toHaveTextContent('しょうがいふくし');
    expect(container.querySelector('input')).toBe(input);
  });

  it('leaves an existing <ruby>, an <option> and text without readings alone', () => {
    const own = (
      <ruby>
        障害福祉について<rt>べつ</rt>
      </ruby>
    );
    const select = (
      <select aria-label="分野">
        <option>障害福祉について</option>
      </select>
    );
    const { container } = render(
      <>
        {withReadings(
          <div>
            {own}ひらがなだけ{select}
          </div>,
          READINGS,
        )}
      </>,
    );
    expect(container.querySelectorAll('ruby')).toHaveLength(1);
    expect(container.querySelector('option')?.innerHTML).toBe('障害福祉について');
    expect(container.querySelector('rt')).toHaveTextContent('べつ');
    expect(container.textContent).toContain('ひらがなだけ');
  });
});
