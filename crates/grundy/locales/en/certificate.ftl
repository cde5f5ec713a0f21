## Certificates of proven periods (sweep/certificate.rs): what grundy verify says.

certificate-form-subtraction = form for games without splits
certificate-form-two-heaps = form for moves that leave at most two heaps
certificate-form-three-heaps = form for moves that leave three heaps
# $code: the octal code; $period, $preperiod: the verified period; $checked: values checked; $form: the theorem's form.
certificate-verified = { $code }: verified period { $period } from n = { $preperiod }: the naive engine's G(0..{ $checked }) equal the b-file and repeat with period { $period } from n = { $preperiod }, as the octal periodicity theorem ({ $form }) needs, and no smaller period or preperiod fits
# $why: what could not be read (its details stay English).
certificate-unreadable = cannot verify: { $why }
# $why: the claim or value that disagrees (its details stay English).
certificate-refuted = the certificate is wrong: { $why }
