import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../inline-scripts';
import { sandboxContentSecurityPolicy, sandboxPolicyForDocument } from '../sandbox-policy';

describe('inlineScriptHashes', () => {
  it('hashes exactly the inline executable scripts', () => {
    const html =
      '<html><head><script>var a=1</script><script src="/x.js"></script><script type="application/ld+json">{}</script></head><body><script type="module">b()</script></body></html>';
    // sha256 of "var a=1" and "b()", base64 (node -e "crypto.createHash('sha256').update('var a=1').digest('base64')")
    expect(inlineScriptHashes(html)).toEqual([
      'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw=',
      'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc=',
    ]);
  });
});

describe('sandboxContentSecurityPolicy', () => {
  it('isolates the document, allows its own inline script by hash and blob modules, and fetches nothing', () => {
    const policy = sandboxContentSecurityPolicy(['sha256-abc=']);
    expect(policy.split('; ')[0]).toBe('sandbox allow-scripts allow-forms');
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("script-src 'sha256-abc=' blob:");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
  });
});

describe('sandboxPolicyForDocument', () => {
  it('allows exactly the inline scripts the document holds', () => {
    const html = '<html><head><script>var a=1</script></head><body></body></html>';
    expect(sandboxPolicyForDocument(html)).toBe(
      sandboxContentSecurityPolicy(['sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw=']),
    );
  });
});
