node default { Notify { message => 'node default' } include k }
class k { notify { 'kn': } notice(Notify['kn']['message']) }
