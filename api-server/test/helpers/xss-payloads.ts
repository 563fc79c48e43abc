// HTML that must never survive into a column's body (columns/column-html.ts): what the cleaner's
// unit test, the API tests and the browser test of the article page send.
import { PICTURE } from './pictures';

/** Payloads from the OWASP XSS filter evasion cheat sheet and the usual suspects. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://example.com/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  `<img src="${PICTURE}" onerror="alert(1)" alt="x">`,
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="color:red" onclick="alert(1)">x</p>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '"><script>alert(1)</script>',
  '<h2 id="main" onmouseover="alert(1)">見出し</h2>',
  '<img src="//evil.example.com/x.png" alt="x">',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">',
];
