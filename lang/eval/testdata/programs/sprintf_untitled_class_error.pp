# A class reference without a name makes no resource.
notice(sprintf('%s', Class))
