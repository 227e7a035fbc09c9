include later
class later { notice('later') }
