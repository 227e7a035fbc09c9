class outer { class inner { notice('inner') } include inner }
include outer
