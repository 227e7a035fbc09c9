case {a=>1} { {a=>1, b=>undef}: { notice('with undef') } default: { notice('no') } }
case {a=>1} { {b=>Undef}: { notice('Undef type') } default: { notice('no') } }
case {a=>1} { {b=>Optional[Integer], a=>1}: { notice('optional') } default: { notice('no') } }
case {a=>1} { {b=>1}: { notice('yes') } default: { notice('missing key is not 1') } }
notice({a=>1} ? { {c=>default} => 'default matches missing', default => no })
