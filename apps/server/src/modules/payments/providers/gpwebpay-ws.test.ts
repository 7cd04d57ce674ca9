import { describe, expect, it } from 'vitest';
import { envelope, outcomeOfState, parseEnvelope, signedText } from './gpwebpay-ws';

// GP's answers carry their own namespace prefixes (ns3:, ns4:…); the reader goes by local names.
const gpStyleAnswer = `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>
<ns4:getPaymentStatusResponse xmlns:ns4="http://gpe.cz/pay/pay-ws/proc/v1" xmlns:ns3="http://gpe.cz/pay/pay-ws/proc/v1/type">
<ns4:paymentStatusResponse><ns3:messageId>abc123abc123abc123</ns3:messageId><ns3:state>7</ns3:state>
<ns3:status>CAPTURED</ns3:status><ns3:signature>c2lnbg==</ns3:signature></ns4:paymentStatusResponse>
</ns4:getPaymentStatusResponse></soapenv:Body></soapenv:Envelope>`;

describe('GP webpay web service messages', () => {
  it('reads an answer by local names whatever its prefixes, and a fault', () => {
    expect(parseEnvelope(gpStyleAnswer)).toEqual({
      operation: 'getPaymentStatusResponse',
      values: { messageId: 'abc123abc123abc123', state: '7', status: 'CAPTURED', signature: 'c2lnbg==' },
    });
    const fault = parseEnvelope(
      '<s:Envelope xmlns:s="x"><s:Body><s:Fault><faultcode>s:Server</faultcode><faultstring>A &amp; B</faultstring>' +
        '<detail><n:serviceException><t:messageId>m1</t:messageId><t:primaryReturnCode>15</t:primaryReturnCode>' +
        '</n:serviceException></detail></s:Fault></s:Body></s:Envelope>',
    );
    expect(fault).toMatchObject({
      operation: 'Fault',
      values: { faultstring: 'A & B', messageId: 'm1', primaryReturnCode: '15' },
    });
  });

  it('writes the request in the schema’s order and signs the values present, in order', () => {
    const xml = envelope('processRefund', 'refundRequest', [
      ['messageId', 'm<1>'],
      ['amount', '100'],
    ]);
    expect(xml).toContain('<ns:processRefund><ns:refundRequest><t:messageId>m&lt;1&gt;</t:messageId>');
    expect(signedText(['m1', undefined, '0100', '', '42'])).toBe('m1|0100|42');
  });

  it('settles approved and deposited payments as paid, unapproved as failed, and leaves the rest open', () => {
    expect([4, 7, 8].map(outcomeOfState)).toEqual(['PAID', 'PAID', 'PAID']);
    expect([5, 6, 10].map(outcomeOfState)).toEqual(['FAILED', 'FAILED', 'FAILED']);
    expect([1, 2, 3, 11, 12, null].map(outcomeOfState)).toEqual([null, null, null, null, null, null]);
  });
});
