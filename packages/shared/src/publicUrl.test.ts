import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './publicUrl.js';

describe('isLoopbackUrl', () => {
  it.each([
    'http://localhost:8080',
    'http://LOCALHOST/',
    'http://app.localhost:3000/m/',
    'http://127.0.0.1:8080/m/',
    'http://127.8.9.10/',
    'http://[::1]:8080/',
    'http://0.0.0.0:8080',
  ])('%s is reachable only from this machine', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    'https://veritex.example/m/',
    'http://192.168.1.20:8080/m/',
    'http://10.0.0.5/',
    'http://[2001:db8::1]/',
    'http://localhost.example.com/',
    'not a url',
  ])('%s is not a loopback address', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});
